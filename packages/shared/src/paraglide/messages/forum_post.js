/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_PostInputs */

const en_forum_post = /** @type {(inputs: Forum_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post topic`)
};

const sw_forum_post = /** @type {(inputs: Forum_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapisha mada`)
};

/**
* | output |
* | --- |
* | "Post topic" |
*
* @param {Forum_PostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_post = /** @type {((inputs?: Forum_PostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_PostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_post(inputs)
	return en_forum_post(inputs)
});