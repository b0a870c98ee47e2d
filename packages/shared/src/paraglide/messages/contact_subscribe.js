/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SubscribeInputs */

const en_contact_subscribe = /** @type {(inputs: Contact_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const sw_contact_subscribe = /** @type {(inputs: Contact_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiandikishe`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Contact_SubscribeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subscribe = /** @type {((inputs?: Contact_SubscribeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubscribeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_subscribe(inputs)
	return en_contact_subscribe(inputs)
});