/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Balance_DaysInputs */

const en_rules_balance_days = /** @type {(inputs: Rules_Balance_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance due`)
};

const sw_rules_balance_days = /** @type {(inputs: Rules_Balance_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salio linadaiwa`)
};

/**
* | output |
* | --- |
* | "Balance due" |
*
* @param {Rules_Balance_DaysInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_balance_days = /** @type {((inputs?: Rules_Balance_DaysInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Balance_DaysInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_balance_days(inputs)
	return en_rules_balance_days(inputs)
});