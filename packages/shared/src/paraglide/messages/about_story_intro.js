/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_IntroInputs */

const en_about_story_intro = /** @type {(inputs: About_Story_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Great work needs the right place, and the right place should not need a five-year lease.`)
};

const sw_about_story_intro = /** @type {(inputs: About_Story_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kazi nzuri inahitaji mahali sahihi, na mahali sahihi hapapaswi kuhitaji mkataba wa miaka mitano.`)
};

/**
* | output |
* | --- |
* | "Great work needs the right place, and the right place should not need a five-year lease." |
*
* @param {About_Story_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const about_story_intro = /** @type {((inputs?: About_Story_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_about_story_intro(inputs)
	return en_about_story_intro(inputs)
});