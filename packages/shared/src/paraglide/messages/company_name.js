/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_NameInputs */

const en_company_name = /** @type {(inputs: Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name`)
};

const sw_company_name = /** @type {(inputs: Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina la kampuni`)
};

/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Company_NameInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_name = /** @type {((inputs?: Company_NameInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_NameInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_name(inputs)
	return en_company_name(inputs)
});