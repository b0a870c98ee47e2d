/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_LoadingInputs */

const en_conv_loading = /** @type {(inputs: Conv_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading conversations…`)
};

const sw_conv_loading = /** @type {(inputs: Conv_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia mazungumzo…`)
};

/**
* | output |
* | --- |
* | "Loading conversations…" |
*
* @param {Conv_LoadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_loading = /** @type {((inputs?: Conv_LoadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_LoadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_loading(inputs)
	return en_conv_loading(inputs)
});