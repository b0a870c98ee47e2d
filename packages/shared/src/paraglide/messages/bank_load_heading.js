/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Load_HeadingInputs */

const en_bank_load_heading = /** @type {(inputs: Bank_Load_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load a bank statement`)
};

const sw_bank_load_heading = /** @type {(inputs: Bank_Load_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakia taarifa ya benki`)
};

/**
* | output |
* | --- |
* | "Load a bank statement" |
*
* @param {Bank_Load_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_load_heading = /** @type {((inputs?: Bank_Load_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Load_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_load_heading(inputs)
	return en_bank_load_heading(inputs)
});