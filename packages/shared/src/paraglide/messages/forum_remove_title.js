/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Remove_TitleInputs */

const en_forum_remove_title = /** @type {(inputs: Forum_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove this topic?`)
};

const sw_forum_remove_title = /** @type {(inputs: Forum_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ondoa mada hii?`)
};

/**
* | output |
* | --- |
* | "Remove this topic?" |
*
* @param {Forum_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_title = /** @type {((inputs?: Forum_Remove_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Remove_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_remove_title(inputs)
	return en_forum_remove_title(inputs)
});