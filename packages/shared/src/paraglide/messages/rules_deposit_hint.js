/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Deposit_HintInputs */

const en_rules_deposit_hint = /** @type {(inputs: Rules_Deposit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For large bookings: a deposit holds the booking and the balance comes before it.`)
};

const sw_rules_deposit_hint = /** @type {(inputs: Rules_Deposit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa uhifadhi mkubwa: amana inashikilia uhifadhi na salio linalipwa kabla yake.`)
};

/**
* | output |
* | --- |
* | "For large bookings: a deposit holds the booking and the balance comes before it." |
*
* @param {Rules_Deposit_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit_hint = /** @type {((inputs?: Rules_Deposit_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Deposit_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_deposit_hint(inputs)
	return en_rules_deposit_hint(inputs)
});