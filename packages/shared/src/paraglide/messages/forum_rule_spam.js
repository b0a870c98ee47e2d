/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Rule_SpamInputs */

const en_forum_rule_spam = /** @type {(inputs: Forum_Rule_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No spam, self-promotion or unsolicited offers.`)
};

const sw_forum_rule_spam = /** @type {(inputs: Forum_Rule_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna barua taka, kujitangaza wala ofa zisizoombwa.`)
};

/**
* | output |
* | --- |
* | "No spam, self-promotion or unsolicited offers." |
*
* @param {Forum_Rule_SpamInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_rule_spam = /** @type {((inputs?: Forum_Rule_SpamInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Rule_SpamInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_rule_spam(inputs)
	return en_forum_rule_spam(inputs)
});