/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Col_TextInputs */

const en_bank_col_text = /** @type {(inputs: Bank_Col_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Narrative`)
};

const sw_bank_col_text = /** @type {(inputs: Bank_Col_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelezo`)
};

/**
* | output |
* | --- |
* | "Narrative" |
*
* @param {Bank_Col_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_col_text = /** @type {((inputs?: Bank_Col_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Col_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_col_text(inputs)
	return en_bank_col_text(inputs)
});