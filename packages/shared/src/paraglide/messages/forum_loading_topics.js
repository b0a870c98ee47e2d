/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Loading_TopicsInputs */

const en_forum_loading_topics = /** @type {(inputs: Forum_Loading_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading topics…`)
};

const sw_forum_loading_topics = /** @type {(inputs: Forum_Loading_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia mada…`)
};

/**
* | output |
* | --- |
* | "Loading topics…" |
*
* @param {Forum_Loading_TopicsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_loading_topics = /** @type {((inputs?: Forum_Loading_TopicsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Loading_TopicsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_loading_topics(inputs)
	return en_forum_loading_topics(inputs)
});