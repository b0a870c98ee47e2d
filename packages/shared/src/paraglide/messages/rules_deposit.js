/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_DepositInputs */

const en_rules_deposit = /** @type {(inputs: Rules_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit`)
};

const sw_rules_deposit = /** @type {(inputs: Rules_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amana`)
};

/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Rules_DepositInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit = /** @type {((inputs?: Rules_DepositInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_DepositInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_deposit(inputs)
	return en_rules_deposit(inputs)
});