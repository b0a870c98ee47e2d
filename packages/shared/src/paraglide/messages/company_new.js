/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_NewInputs */

const en_company_new = /** @type {(inputs: Company_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a company account`)
};

const sw_company_new = /** @type {(inputs: Company_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua akaunti ya kampuni`)
};

/**
* | output |
* | --- |
* | "Open a company account" |
*
* @param {Company_NewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_new = /** @type {((inputs?: Company_NewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_NewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_new(inputs)
	return en_company_new(inputs)
});