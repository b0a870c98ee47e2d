/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_UnreadInputs */

const en_conv_unread = /** @type {(inputs: Conv_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unread`)
};

const sw_conv_unread = /** @type {(inputs: Conv_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hazijasomwa`)
};

/**
* | output |
* | --- |
* | "unread" |
*
* @param {Conv_UnreadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_unread = /** @type {((inputs?: Conv_UnreadInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_UnreadInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_unread(inputs)
	return en_conv_unread(inputs)
});