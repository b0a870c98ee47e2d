/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Assign_ButtonInputs */

const en_bank_assign_button = /** @type {(inputs: Bank_Assign_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match`)
};

const sw_bank_assign_button = /** @type {(inputs: Bank_Assign_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unganisha`)
};

/**
* | output |
* | --- |
* | "Match" |
*
* @param {Bank_Assign_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_assign_button = /** @type {((inputs?: Bank_Assign_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Assign_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_assign_button(inputs)
	return en_bank_assign_button(inputs)
});