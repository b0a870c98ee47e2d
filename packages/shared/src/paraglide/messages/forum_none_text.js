/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_None_TextInputs */

const en_forum_none_text = /** @type {(inputs: Forum_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another word, or start a new topic.`)
};

const sw_forum_none_text = /** @type {(inputs: Forum_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribu neno lingine, au anzisha mada mpya.`)
};

/**
* | output |
* | --- |
* | "Try another word, or start a new topic." |
*
* @param {Forum_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_none_text = /** @type {((inputs?: Forum_None_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_None_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_none_text(inputs)
	return en_forum_none_text(inputs)
});