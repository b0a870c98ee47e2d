/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_Statement_PdfInputs */

const en_earnings_statement_pdf = /** @type {(inputs: Earnings_Statement_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withholding statement (PDF)`)
};

const sw_earnings_statement_pdf = /** @type {(inputs: Earnings_Statement_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa ya kodi ya zuio (PDF)`)
};

/**
* | output |
* | --- |
* | "Withholding statement (PDF)" |
*
* @param {Earnings_Statement_PdfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_statement_pdf = /** @type {((inputs?: Earnings_Statement_PdfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Statement_PdfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_statement_pdf(inputs)
	return en_earnings_statement_pdf(inputs)
});