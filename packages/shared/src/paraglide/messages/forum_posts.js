/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_PostsInputs */

const en_forum_posts = /** @type {(inputs: Forum_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posts`)
};

const sw_forum_posts = /** @type {(inputs: Forum_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Machapisho`)
};

/**
* | output |
* | --- |
* | "Posts" |
*
* @param {Forum_PostsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_posts = /** @type {((inputs?: Forum_PostsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_PostsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_posts(inputs)
	return en_forum_posts(inputs)
});