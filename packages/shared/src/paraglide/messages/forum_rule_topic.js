/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Rule_TopicInputs */

const en_forum_rule_topic = /** @type {(inputs: Forum_Rule_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay on topic and search before you post.`)
};

const sw_forum_rule_topic = /** @type {(inputs: Forum_Rule_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baki kwenye mada na utafute kabla ya kuchapisha.`)
};

/**
* | output |
* | --- |
* | "Stay on topic and search before you post." |
*
* @param {Forum_Rule_TopicInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_rule_topic = /** @type {((inputs?: Forum_Rule_TopicInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Rule_TopicInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_rule_topic(inputs)
	return en_forum_rule_topic(inputs)
});