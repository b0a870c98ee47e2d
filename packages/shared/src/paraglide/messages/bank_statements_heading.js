/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Statements_HeadingInputs */

const en_bank_statements_heading = /** @type {(inputs: Bank_Statements_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest statements`)
};

const sw_bank_statements_heading = /** @type {(inputs: Bank_Statements_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa za karibuni`)
};

/**
* | output |
* | --- |
* | "Latest statements" |
*
* @param {Bank_Statements_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_statements_heading = /** @type {((inputs?: Bank_Statements_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Statements_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_statements_heading(inputs)
	return en_bank_statements_heading(inputs)
});