/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SubscribingInputs */

const en_contact_subscribing = /** @type {(inputs: Contact_SubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribing…`)
};

const sw_contact_subscribing = /** @type {(inputs: Contact_SubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inajiandikisha…`)
};

/**
* | output |
* | --- |
* | "Subscribing…" |
*
* @param {Contact_SubscribingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subscribing = /** @type {((inputs?: Contact_SubscribingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubscribingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_subscribing(inputs)
	return en_contact_subscribing(inputs)
});