/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_InstantInputs */

const en_rules_instant = /** @type {(inputs: Rules_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instant book`)
};

const sw_rules_instant = /** @type {(inputs: Rules_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa papo hapo`)
};

/**
* | output |
* | --- |
* | "Instant book" |
*
* @param {Rules_InstantInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_instant = /** @type {((inputs?: Rules_InstantInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_InstantInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_instant(inputs)
	return en_rules_instant(inputs)
});