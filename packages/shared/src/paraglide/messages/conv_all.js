/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_AllInputs */

const en_conv_all = /** @type {(inputs: Conv_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All conversations`)
};

const sw_conv_all = /** @type {(inputs: Conv_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mazungumzo yote`)
};

/**
* | output |
* | --- |
* | "All conversations" |
*
* @param {Conv_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_all = /** @type {((inputs?: Conv_AllInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_AllInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_all(inputs)
	return en_conv_all(inputs)
});