/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Rules_Balance_Days_ValueInputs */

const en_rules_balance_days_value = /** @type {(inputs: Rules_Balance_Days_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} day(s) before`)
};

const sw_rules_balance_days_value = /** @type {(inputs: Rules_Balance_Days_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`siku ${i?.days} kabla`)
};

/**
* | output |
* | --- |
* | "{days} day(s) before" |
*
* @param {Rules_Balance_Days_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_balance_days_value = /** @type {((inputs: Rules_Balance_Days_ValueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Balance_Days_ValueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_balance_days_value(inputs)
	return en_rules_balance_days_value(inputs)
});