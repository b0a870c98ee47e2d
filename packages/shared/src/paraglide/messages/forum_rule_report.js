/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Rule_ReportInputs */

const en_forum_rule_report = /** @type {(inputs: Forum_Rule_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report problems to the moderators instead of arguing.`)
};

const sw_forum_rule_report = /** @type {(inputs: Forum_Rule_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ripoti matatizo kwa wasimamizi badala ya kubishana.`)
};

/**
* | output |
* | --- |
* | "Report problems to the moderators instead of arguing." |
*
* @param {Forum_Rule_ReportInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_rule_report = /** @type {((inputs?: Forum_Rule_ReportInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Rule_ReportInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_rule_report(inputs)
	return en_forum_rule_report(inputs)
});