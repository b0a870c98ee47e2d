/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_TopicsInputs */

const en_help_topics = /** @type {(inputs: Help_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse by topic`)
};

const sw_help_topics = /** @type {(inputs: Help_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vinjari kwa mada`)
};

/**
* | output |
* | --- |
* | "Browse by topic" |
*
* @param {Help_TopicsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_topics = /** @type {((inputs?: Help_TopicsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_TopicsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_topics(inputs)
	return en_help_topics(inputs)
});