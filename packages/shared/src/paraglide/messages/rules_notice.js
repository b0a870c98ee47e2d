/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_NoticeInputs */

const en_rules_notice = /** @type {(inputs: Rules_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advance notice`)
};

const sw_rules_notice = /** @type {(inputs: Rules_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa ya mapema`)
};

/**
* | output |
* | --- |
* | "Advance notice" |
*
* @param {Rules_NoticeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_notice = /** @type {((inputs?: Rules_NoticeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_NoticeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_notice(inputs)
	return en_rules_notice(inputs)
});