/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_HeadingInputs */

const en_bank_heading = /** @type {(inputs: Bank_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or pay by bank transfer or Pesalink`)
};

const sw_bank_heading = /** @type {(inputs: Bank_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au lipa kwa uhamisho wa benki au Pesalink`)
};

/**
* | output |
* | --- |
* | "Or pay by bank transfer or Pesalink" |
*
* @param {Bank_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_heading = /** @type {((inputs?: Bank_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_heading(inputs)
	return en_bank_heading(inputs)
});