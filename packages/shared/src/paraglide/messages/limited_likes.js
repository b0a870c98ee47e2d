/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_LikesInputs */

const en_limited_likes = /** @type {(inputs: Limited_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`likes`)
};

const sw_limited_likes = /** @type {(inputs: Limited_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kupenda`)
};

/**
* | output |
* | --- |
* | "likes" |
*
* @param {Limited_LikesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_likes = /** @type {((inputs?: Limited_LikesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_LikesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_likes(inputs)
	return en_limited_likes(inputs)
});