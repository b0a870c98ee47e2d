/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_New_TextInputs */

const en_forum_new_text = /** @type {(inputs: Forum_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a question or share what you know with guests and hosts across Kenya.`)
};

const sw_forum_new_text = /** @type {(inputs: Forum_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uliza swali au shiriki unachojua na wageni na wenyeji kote Kenya.`)
};

/**
* | output |
* | --- |
* | "Ask a question or share what you know with guests and hosts across Kenya." |
*
* @param {Forum_New_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_new_text = /** @type {((inputs?: Forum_New_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_New_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_new_text(inputs)
	return en_forum_new_text(inputs)
});