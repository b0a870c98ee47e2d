/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ payout: NonNullable<unknown>, subtotal: NonNullable<unknown>, percent: NonNullable<unknown>, fee: NonNullable<unknown>, sent: NonNullable<unknown> }} Earnings_EarnedInputs */

const en_earnings_earned = /** @type {(inputs: Earnings_EarnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Earned ${i?.payout} in all from ${i?.subtotal} of bookings, after Nafasi's ${i?.percent}% fee (${i?.fee}); ${i?.sent} sent to you.`)
};

const sw_earnings_earned = /** @type {(inputs: Earnings_EarnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umepata ${i?.payout} kwa jumla kutoka uhifadhi wa ${i?.subtotal}, baada ya ada ya Nafasi ya ${i?.percent}% (${i?.fee}); ${i?.sent} zimetumwa kwako.`)
};

/**
* | output |
* | --- |
* | "Earned {payout} in all from {subtotal} of bookings, after Nafasi's {percent}% fee ({fee}); {sent} sent to you." |
*
* @param {Earnings_EarnedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_earned = /** @type {((inputs: Earnings_EarnedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_EarnedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_earned(inputs)
	return en_earnings_earned(inputs)
});