/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Deposit_FixedInputs */

const en_rules_deposit_fixed = /** @type {(inputs: Rules_Deposit_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fixed sum`)
};

const sw_rules_deposit_fixed = /** @type {(inputs: Rules_Deposit_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiasi maalum`)
};

/**
* | output |
* | --- |
* | "A fixed sum" |
*
* @param {Rules_Deposit_FixedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit_fixed = /** @type {((inputs?: Rules_Deposit_FixedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Deposit_FixedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_deposit_fixed(inputs)
	return en_rules_deposit_fixed(inputs)
});