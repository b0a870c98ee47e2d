/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_CategoryInputs */

const en_forum_category = /** @type {(inputs: Forum_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the five categories.`)
};

const sw_forum_category = /** @type {(inputs: Forum_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua mojawapo ya makundi matano.`)
};

/**
* | output |
* | --- |
* | "Choose one of the five categories." |
*
* @param {Forum_CategoryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_category = /** @type {((inputs?: Forum_CategoryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_CategoryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_category(inputs)
	return en_forum_category(inputs)
});