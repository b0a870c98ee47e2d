/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_TopicsInputs */

const en_forum_topics = /** @type {(inputs: Forum_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topics`)
};

const sw_forum_topics = /** @type {(inputs: Forum_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada`)
};

/**
* | output |
* | --- |
* | "Topics" |
*
* @param {Forum_TopicsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_topics = /** @type {((inputs?: Forum_TopicsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_TopicsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_topics(inputs)
	return en_forum_topics(inputs)
});