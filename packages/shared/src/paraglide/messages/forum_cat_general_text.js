/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Cat_General_TextInputs */

const en_forum_cat_general_text = /** @type {(inputs: Forum_Cat_General_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introductions, news and anything about working in Kenya.`)
};

const sw_forum_cat_general_text = /** @type {(inputs: Forum_Cat_General_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kujitambulisha, habari na chochote kuhusu kufanya kazi nchini Kenya.`)
};

/**
* | output |
* | --- |
* | "Introductions, news and anything about working in Kenya." |
*
* @param {Forum_Cat_General_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_general_text = /** @type {((inputs?: Forum_Cat_General_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Cat_General_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_cat_general_text(inputs)
	return en_forum_cat_general_text(inputs)
});