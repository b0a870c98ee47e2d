/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Deposit_AmountInputs */

const en_rules_deposit_amount = /** @type {(inputs: Rules_Deposit_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit (KSh)`)
};

const sw_rules_deposit_amount = /** @type {(inputs: Rules_Deposit_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amana (KSh)`)
};

/**
* | output |
* | --- |
* | "Deposit (KSh)" |
*
* @param {Rules_Deposit_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit_amount = /** @type {((inputs?: Rules_Deposit_AmountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Deposit_AmountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_deposit_amount(inputs)
	return en_rules_deposit_amount(inputs)
});