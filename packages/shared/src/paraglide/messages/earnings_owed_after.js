/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subtotal: NonNullable<unknown>, percent: NonNullable<unknown>, fee: NonNullable<unknown> }} Earnings_Owed_AfterInputs */

const en_earnings_owed_after = /** @type {(inputs: Earnings_Owed_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.subtotal} of bookings, after Nafasi's ${i?.percent}% fee (${i?.fee}).`)
};

const sw_earnings_owed_after = /** @type {(inputs: Earnings_Owed_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`kutoka kwa uhifadhi wa ${i?.subtotal}, baada ya ada ya Nafasi ya ${i?.percent}% (${i?.fee}).`)
};

/**
* | output |
* | --- |
* | "from {subtotal} of bookings, after Nafasi's {percent}% fee ({fee})." |
*
* @param {Earnings_Owed_AfterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_owed_after = /** @type {((inputs: Earnings_Owed_AfterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Owed_AfterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_owed_after(inputs)
	return en_earnings_owed_after(inputs)
});