/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_What_WrongInputs */

const en_conv_what_wrong = /** @type {(inputs: Conv_What_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is wrong?`)
};

const sw_conv_what_wrong = /** @type {(inputs: Conv_What_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nini kimeharibika?`)
};

/**
* | output |
* | --- |
* | "What is wrong?" |
*
* @param {Conv_What_WrongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_what_wrong = /** @type {((inputs?: Conv_What_WrongInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_What_WrongInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_what_wrong(inputs)
	return en_conv_what_wrong(inputs)
});