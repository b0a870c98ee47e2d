/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_All_TopicsInputs */

const en_help_all_topics = /** @type {(inputs: Help_All_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All help topics`)
};

const sw_help_all_topics = /** @type {(inputs: Help_All_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada zote za msaada`)
};

/**
* | output |
* | --- |
* | "All help topics" |
*
* @param {Help_All_TopicsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_all_topics = /** @type {((inputs?: Help_All_TopicsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_All_TopicsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_all_topics(inputs)
	return en_help_all_topics(inputs)
});