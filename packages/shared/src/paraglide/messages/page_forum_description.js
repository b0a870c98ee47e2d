/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Forum_DescriptionInputs */

const en_page_forum_description = /** @type {(inputs: Page_Forum_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Nafasi community forum: discussions about workspaces, owning a space, remote work, events and feedback.`)
};

const sw_page_forum_description = /** @type {(inputs: Page_Forum_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jukwaa la jumuiya ya Nafasi: mijadala kuhusu maeneo ya kazi, kumiliki eneo, kazi ya mbali, matukio na maoni.`)
};

/**
* | output |
* | --- |
* | "The Nafasi community forum: discussions about workspaces, owning a space, remote work, events and feedback." |
*
* @param {Page_Forum_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_forum_description = /** @type {((inputs?: Page_Forum_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Forum_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_forum_description(inputs)
	return en_page_forum_description(inputs)
});