/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_StoryInputs */

const en_about_story = /** @type {(inputs: About_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our story`)
};

const sw_about_story = /** @type {(inputs: About_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hadithi yetu`)
};

/**
* | output |
* | --- |
* | "Our story" |
*
* @param {About_StoryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const about_story = /** @type {((inputs?: About_StoryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_StoryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_about_story(inputs)
	return en_about_story(inputs)
});