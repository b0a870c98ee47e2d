/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, file: NonNullable<unknown> }} Bank_LoadedInputs */

const en_bank_loaded = /** @type {(inputs: Bank_LoadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loaded ${i?.count} line(s) of ${i?.file}.`)
};

const sw_bank_loaded = /** @type {(inputs: Bank_LoadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mistari ${i?.count} ya ${i?.file} imepakiwa.`)
};

/**
* | output |
* | --- |
* | "Loaded {count} line(s) of {file}." |
*
* @param {Bank_LoadedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_loaded = /** @type {((inputs: Bank_LoadedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_LoadedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_loaded(inputs)
	return en_bank_loaded(inputs)
});