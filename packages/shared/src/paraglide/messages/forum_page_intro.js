/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Page_IntroInputs */

const en_forum_page_intro = /** @type {(inputs: Forum_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask questions, share tips and meet other guests and owners across Kenya.`)
};

const sw_forum_page_intro = /** @type {(inputs: Forum_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uliza maswali, shiriki vidokezo na ukutane na wageni na wamiliki wengine kote Kenya.`)
};

/**
* | output |
* | --- |
* | "Ask questions, share tips and meet other guests and owners across Kenya." |
*
* @param {Forum_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_page_intro = /** @type {((inputs?: Forum_Page_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Page_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_page_intro(inputs)
	return en_forum_page_intro(inputs)
});