/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_LabelInputs */

const en_conv_label = /** @type {(inputs: Conv_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conversations`)
};

const sw_conv_label = /** @type {(inputs: Conv_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mazungumzo`)
};

/**
* | output |
* | --- |
* | "Conversations" |
*
* @param {Conv_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_label = /** @type {((inputs?: Conv_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_label(inputs)
	return en_conv_label(inputs)
});