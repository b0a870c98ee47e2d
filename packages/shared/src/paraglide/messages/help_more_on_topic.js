/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_More_On_TopicInputs */

const en_help_more_on_topic = /** @type {(inputs: Help_More_On_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More on this topic`)
};

const sw_help_more_on_topic = /** @type {(inputs: Help_More_On_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaidi kuhusu mada hii`)
};

/**
* | output |
* | --- |
* | "More on this topic" |
*
* @param {Help_More_On_TopicInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_more_on_topic = /** @type {((inputs?: Help_More_On_TopicInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_More_On_TopicInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_more_on_topic(inputs)
	return en_help_more_on_topic(inputs)
});