/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Your_PostInputs */

const en_forum_your_post = /** @type {(inputs: Forum_Your_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your post`)
};

const sw_forum_your_post = /** @type {(inputs: Forum_Your_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapisho lako`)
};

/**
* | output |
* | --- |
* | "Your post" |
*
* @param {Forum_Your_PostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_your_post = /** @type {((inputs?: Forum_Your_PostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Your_PostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_your_post(inputs)
	return en_forum_your_post(inputs)
});