/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_LatestInputs */

const en_blog_latest = /** @type {(inputs: Blog_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest posts`)
};

const sw_blog_latest = /** @type {(inputs: Blog_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Machapisho ya karibuni`)
};

/**
* | output |
* | --- |
* | "Latest posts" |
*
* @param {Blog_LatestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_latest = /** @type {((inputs?: Blog_LatestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_LatestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_blog_latest(inputs)
	return en_blog_latest(inputs)
});