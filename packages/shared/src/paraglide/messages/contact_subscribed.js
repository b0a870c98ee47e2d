/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SubscribedInputs */

const en_contact_subscribed = /** @type {(inputs: Contact_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You’re subscribed. Look out for our next newsletter.`)
};

const sw_contact_subscribed = /** @type {(inputs: Contact_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umejiandikisha. Tarajia jarida letu lijalo.`)
};

/**
* | output |
* | --- |
* | "You’re subscribed. Look out for our next newsletter." |
*
* @param {Contact_SubscribedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subscribed = /** @type {((inputs?: Contact_SubscribedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubscribedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_subscribed(inputs)
	return en_contact_subscribed(inputs)
});