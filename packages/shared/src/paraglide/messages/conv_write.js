/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_WriteInputs */

const en_conv_write = /** @type {(inputs: Conv_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a message`)
};

const sw_conv_write = /** @type {(inputs: Conv_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andika ujumbe`)
};

/**
* | output |
* | --- |
* | "Write a message" |
*
* @param {Conv_WriteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_write = /** @type {((inputs?: Conv_WriteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_WriteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_write(inputs)
	return en_conv_write(inputs)
});