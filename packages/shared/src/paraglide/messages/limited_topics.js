/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_TopicsInputs */

const en_limited_topics = /** @type {(inputs: Limited_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new topics`)
};

const sw_limited_topics = /** @type {(inputs: Limited_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mada mpya`)
};

/**
* | output |
* | --- |
* | "new topics" |
*
* @param {Limited_TopicsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_topics = /** @type {((inputs?: Limited_TopicsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_TopicsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_topics(inputs)
	return en_limited_topics(inputs)
});