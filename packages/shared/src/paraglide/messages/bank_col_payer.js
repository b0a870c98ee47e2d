/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Col_PayerInputs */

const en_bank_col_payer = /** @type {(inputs: Bank_Col_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer`)
};

const sw_bank_col_payer = /** @type {(inputs: Bank_Col_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mlipaji`)
};

/**
* | output |
* | --- |
* | "Payer" |
*
* @param {Bank_Col_PayerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_col_payer = /** @type {((inputs?: Bank_Col_PayerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Col_PayerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_col_payer(inputs)
	return en_bank_col_payer(inputs)
});