/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_None_TextInputs */

const en_conv_none_text = /** @type {(inputs: Conv_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a host about their space with Contact host on its page; their answers show here.`)
};

const sw_conv_none_text = /** @type {(inputs: Conv_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muulize mwenyeji kuhusu eneo lake kwa kitufe cha Wasiliana na mwenyeji kwenye ukurasa wake; majibu yake huonekana hapa.`)
};

/**
* | output |
* | --- |
* | "Ask a host about their space with Contact host on its page; their answers show here." |
*
* @param {Conv_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_none_text = /** @type {((inputs?: Conv_None_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_None_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_none_text(inputs)
	return en_conv_none_text(inputs)
});