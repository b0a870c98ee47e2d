/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Company_RequiredInputs */

const en_contact_company_required = /** @type {(inputs: Contact_Company_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your company name.`)
};

const sw_contact_company_required = /** @type {(inputs: Contact_Company_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali weka jina la kampuni yako.`)
};

/**
* | output |
* | --- |
* | "Please enter your company name." |
*
* @param {Contact_Company_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_company_required = /** @type {((inputs?: Contact_Company_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Company_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_company_required(inputs)
	return en_contact_company_required(inputs)
});