/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Rules_Deposit_PercentInputs */

const en_rules_deposit_percent = /** @type {(inputs: Rules_Deposit_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % of the total`)
};

const sw_rules_deposit_percent = /** @type {(inputs: Rules_Deposit_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % ya jumla`)
};

/**
* | output |
* | --- |
* | "{percent} % of the total" |
*
* @param {Rules_Deposit_PercentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit_percent = /** @type {((inputs: Rules_Deposit_PercentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Deposit_PercentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_deposit_percent(inputs)
	return en_rules_deposit_percent(inputs)
});