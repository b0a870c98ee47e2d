/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Load_ButtonInputs */

const en_bank_load_button = /** @type {(inputs: Bank_Load_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load statement`)
};

const sw_bank_load_button = /** @type {(inputs: Bank_Load_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakia taarifa`)
};

/**
* | output |
* | --- |
* | "Load statement" |
*
* @param {Bank_Load_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_load_button = /** @type {((inputs?: Bank_Load_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Load_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_load_button(inputs)
	return en_bank_load_button(inputs)
});