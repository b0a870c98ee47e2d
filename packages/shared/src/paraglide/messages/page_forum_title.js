/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Forum_TitleInputs */

const en_page_forum_title = /** @type {(inputs: Page_Forum_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forum`)
};

const sw_page_forum_title = /** @type {(inputs: Page_Forum_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jukwaa`)
};

/**
* | output |
* | --- |
* | "Forum" |
*
* @param {Page_Forum_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_forum_title = /** @type {((inputs?: Page_Forum_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Forum_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_forum_title(inputs)
	return en_page_forum_title(inputs)
});