/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_PdfInputs */

const en_company_statement_pdf = /** @type {(inputs: Company_Statement_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statement (PDF)`)
};

const sw_company_statement_pdf = /** @type {(inputs: Company_Statement_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa (PDF)`)
};

/**
* | output |
* | --- |
* | "Statement (PDF)" |
*
* @param {Company_Statement_PdfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_pdf = /** @type {((inputs?: Company_Statement_PdfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_PdfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_pdf(inputs)
	return en_company_statement_pdf(inputs)
});