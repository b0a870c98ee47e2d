/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_NoneInputs */

const en_forum_none = /** @type {(inputs: Forum_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No topics found matching your search.`)
};

const sw_forum_none = /** @type {(inputs: Forum_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna mada zinazolingana na utafutaji wako.`)
};

/**
* | output |
* | --- |
* | "No topics found matching your search." |
*
* @param {Forum_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_none = /** @type {((inputs?: Forum_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_none(inputs)
	return en_forum_none(inputs)
});