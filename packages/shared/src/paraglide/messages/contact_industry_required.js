/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Industry_RequiredInputs */

const en_contact_industry_required = /** @type {(inputs: Contact_Industry_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your industry.`)
};

const sw_contact_industry_required = /** @type {(inputs: Contact_Industry_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali weka sekta yako.`)
};

/**
* | output |
* | --- |
* | "Please enter your industry." |
*
* @param {Contact_Industry_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_industry_required = /** @type {((inputs?: Contact_Industry_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Industry_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_industry_required(inputs)
	return en_contact_industry_required(inputs)
});