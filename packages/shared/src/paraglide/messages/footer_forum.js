/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_ForumInputs */

const en_footer_forum = /** @type {(inputs: Footer_ForumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forum`)
};

const sw_footer_forum = /** @type {(inputs: Footer_ForumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jukwaa`)
};

/**
* | output |
* | --- |
* | "Forum" |
*
* @param {Footer_ForumInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_forum = /** @type {((inputs?: Footer_ForumInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ForumInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_forum(inputs)
	return en_footer_forum(inputs)
});