/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_EarlierInputs */

const en_conv_earlier = /** @type {(inputs: Conv_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show earlier messages`)
};

const sw_conv_earlier = /** @type {(inputs: Conv_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onyesha jumbe za awali`)
};

/**
* | output |
* | --- |
* | "Show earlier messages" |
*
* @param {Conv_EarlierInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_earlier = /** @type {((inputs?: Conv_EarlierInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_EarlierInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_earlier(inputs)
	return en_conv_earlier(inputs)
});