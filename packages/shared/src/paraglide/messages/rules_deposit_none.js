/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Deposit_NoneInputs */

const en_rules_deposit_none = /** @type {(inputs: Rules_Deposit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None: paid in full when booked`)
};

const sw_rules_deposit_none = /** @type {(inputs: Rules_Deposit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna: hulipwa wote wakati wa kuhifadhi`)
};

/**
* | output |
* | --- |
* | "None: paid in full when booked" |
*
* @param {Rules_Deposit_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit_none = /** @type {((inputs?: Rules_Deposit_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Deposit_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_deposit_none(inputs)
	return en_rules_deposit_none(inputs)
});