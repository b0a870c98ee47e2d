/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Page_TitleInputs */

const en_forum_page_title = /** @type {(inputs: Forum_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community forum`)
};

const sw_forum_page_title = /** @type {(inputs: Forum_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jukwaa la jumuiya`)
};

/**
* | output |
* | --- |
* | "Community forum" |
*
* @param {Forum_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_page_title = /** @type {((inputs?: Forum_Page_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Page_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_page_title(inputs)
	return en_forum_page_title(inputs)
});