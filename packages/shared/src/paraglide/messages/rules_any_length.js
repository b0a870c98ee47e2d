/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Any_LengthInputs */

const en_rules_any_length = /** @type {(inputs: Rules_Any_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any length`)
};

const sw_rules_any_length = /** @type {(inputs: Rules_Any_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urefu wowote`)
};

/**
* | output |
* | --- |
* | "Any length" |
*
* @param {Rules_Any_LengthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_any_length = /** @type {((inputs?: Rules_Any_LengthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Any_LengthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_any_length(inputs)
	return en_rules_any_length(inputs)
});