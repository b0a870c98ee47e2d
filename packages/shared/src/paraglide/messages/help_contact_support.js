/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_Contact_SupportInputs */

const en_help_contact_support = /** @type {(inputs: Help_Contact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Support`)
};

const sw_help_contact_support = /** @type {(inputs: Help_Contact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasiliana na Msaada`)
};

/**
* | output |
* | --- |
* | "Contact Support" |
*
* @param {Help_Contact_SupportInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_contact_support = /** @type {((inputs?: Help_Contact_SupportInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_Contact_SupportInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_contact_support(inputs)
	return en_help_contact_support(inputs)
});