/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_NoneInputs */

const en_conv_none = /** @type {(inputs: Conv_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet`)
};

const sw_conv_none = /** @type {(inputs: Conv_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna jumbe`)
};

/**
* | output |
* | --- |
* | "No messages yet" |
*
* @param {Conv_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_none = /** @type {((inputs?: Conv_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_none(inputs)
	return en_conv_none(inputs)
});