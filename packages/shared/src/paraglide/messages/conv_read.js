/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_ReadInputs */

const en_conv_read = /** @type {(inputs: Conv_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the conversation`)
};

const sw_conv_read = /** @type {(inputs: Conv_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma mazungumzo`)
};

/**
* | output |
* | --- |
* | "Read the conversation" |
*
* @param {Conv_ReadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_read = /** @type {((inputs?: Conv_ReadInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_ReadInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_read(inputs)
	return en_conv_read(inputs)
});