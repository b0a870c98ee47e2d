/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Rule_KindInputs */

const en_forum_rule_kind = /** @type {(inputs: Forum_Rule_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Be kind and respectful; no harassment or hate speech.`)
};

const sw_forum_rule_kind = /** @type {(inputs: Forum_Rule_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuwa mwema na mwenye heshima; hakuna unyanyasaji wala maneno ya chuki.`)
};

/**
* | output |
* | --- |
* | "Be kind and respectful; no harassment or hate speech." |
*
* @param {Forum_Rule_KindInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_rule_kind = /** @type {((inputs?: Forum_Rule_KindInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Rule_KindInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_rule_kind(inputs)
	return en_forum_rule_kind(inputs)
});