/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Your_NameInputs */

const en_contact_your_name = /** @type {(inputs: Contact_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

const sw_contact_your_name = /** @type {(inputs: Contact_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina lako`)
};

/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Contact_Your_NameInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_your_name = /** @type {((inputs?: Contact_Your_NameInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Your_NameInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_your_name(inputs)
	return en_contact_your_name(inputs)
});