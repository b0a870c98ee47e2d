/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_HorizonInputs */

const en_rules_horizon = /** @type {(inputs: Rules_HorizonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings open`)
};

const sw_rules_horizon = /** @type {(inputs: Rules_HorizonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi hufunguliwa`)
};

/**
* | output |
* | --- |
* | "Bookings open" |
*
* @param {Rules_HorizonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_horizon = /** @type {((inputs?: Rules_HorizonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_HorizonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_horizon(inputs)
	return en_rules_horizon(inputs)
});