/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Already_SubscribedInputs */

const en_contact_already_subscribed = /** @type {(inputs: Contact_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address is already subscribed.`)
};

const sw_contact_already_subscribed = /** @type {(inputs: Contact_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwani hii tayari imejiandikisha.`)
};

/**
* | output |
* | --- |
* | "This address is already subscribed." |
*
* @param {Contact_Already_SubscribedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_already_subscribed = /** @type {((inputs?: Contact_Already_SubscribedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Already_SubscribedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_already_subscribed(inputs)
	return en_contact_already_subscribed(inputs)
});