/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_IndustryInputs */

const en_contact_industry = /** @type {(inputs: Contact_IndustryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Industry`)
};

const sw_contact_industry = /** @type {(inputs: Contact_IndustryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sekta`)
};

/**
* | output |
* | --- |
* | "Industry" |
*
* @param {Contact_IndustryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_industry = /** @type {((inputs?: Contact_IndustryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_IndustryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_industry(inputs)
	return en_contact_industry(inputs)
});