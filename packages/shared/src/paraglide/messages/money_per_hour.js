/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Money_Per_HourInputs */

const en_money_per_hour = /** @type {(inputs: Money_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/hr`)
};

const sw_money_per_hour = /** @type {(inputs: Money_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/saa`)
};

/**
* | output |
* | --- |
* | "{amount}/hr" |
*
* @param {Money_Per_HourInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const money_per_hour = /** @type {((inputs: Money_Per_HourInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Money_Per_HourInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_money_per_hour(inputs)
	return en_money_per_hour(inputs)
});