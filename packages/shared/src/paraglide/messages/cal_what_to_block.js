/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_What_To_BlockInputs */

const en_cal_what_to_block = /** @type {(inputs: Cal_What_To_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to block`)
};

const sw_cal_what_to_block = /** @type {(inputs: Cal_What_To_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cha kuzuia`)
};

/**
* | output |
* | --- |
* | "What to block" |
*
* @param {Cal_What_To_BlockInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_what_to_block = /** @type {((inputs?: Cal_What_To_BlockInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_What_To_BlockInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_what_to_block(inputs)
	return en_cal_what_to_block(inputs)
});