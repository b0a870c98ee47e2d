/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Line_ReversalInputs */

const en_bank_line_reversal = /** @type {(inputs: Bank_Line_ReversalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reversal by the bank: check the credit it takes back.`)
};

const sw_bank_line_reversal = /** @type {(inputs: Bank_Line_ReversalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marejesho ya benki: angalia malipo inayoyarudisha.`)
};

/**
* | output |
* | --- |
* | "A reversal by the bank: check the credit it takes back." |
*
* @param {Bank_Line_ReversalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_line_reversal = /** @type {((inputs?: Bank_Line_ReversalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Line_ReversalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_line_reversal(inputs)
	return en_bank_line_reversal(inputs)
});