/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Col_AmountInputs */

const en_bank_col_amount = /** @type {(inputs: Bank_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const sw_bank_col_amount = /** @type {(inputs: Bank_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiasi`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Bank_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_col_amount = /** @type {((inputs?: Bank_Col_AmountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Col_AmountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_col_amount(inputs)
	return en_bank_col_amount(inputs)
});