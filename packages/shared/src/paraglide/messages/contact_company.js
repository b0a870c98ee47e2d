/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_CompanyInputs */

const en_contact_company = /** @type {(inputs: Contact_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name`)
};

const sw_contact_company = /** @type {(inputs: Contact_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina la kampuni`)
};

/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Contact_CompanyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_company = /** @type {((inputs?: Contact_CompanyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_CompanyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_company(inputs)
	return en_contact_company(inputs)
});