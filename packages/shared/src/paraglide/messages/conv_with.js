/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Conv_WithInputs */

const en_conv_with = /** @type {(inputs: Conv_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conversation with ${i?.name}`)
};

const sw_conv_with = /** @type {(inputs: Conv_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mazungumzo na ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Conversation with {name}" |
*
* @param {Conv_WithInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_with = /** @type {((inputs: Conv_WithInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_WithInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_with(inputs)
	return en_conv_with(inputs)
});