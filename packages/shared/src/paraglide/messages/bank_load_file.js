/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Load_FileInputs */

const en_bank_load_file = /** @type {(inputs: Bank_Load_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statement file`)
};

const sw_bank_load_file = /** @type {(inputs: Bank_Load_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faili ya taarifa`)
};

/**
* | output |
* | --- |
* | "Statement file" |
*
* @param {Bank_Load_FileInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_load_file = /** @type {((inputs?: Bank_Load_FileInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Load_FileInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_load_file(inputs)
	return en_bank_load_file(inputs)
});