/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Topic_Not_FoundInputs */

const en_page_topic_not_found = /** @type {(inputs: Page_Topic_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic not found`)
};

const sw_page_topic_not_found = /** @type {(inputs: Page_Topic_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada haikupatikana`)
};

/**
* | output |
* | --- |
* | "Topic not found" |
*
* @param {Page_Topic_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_topic_not_found = /** @type {((inputs?: Page_Topic_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Topic_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_topic_not_found(inputs)
	return en_page_topic_not_found(inputs)
});