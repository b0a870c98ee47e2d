/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Payout_SinceInputs */

const en_payout_since = /** @type {(inputs: Payout_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`since ${i?.day}. Bookings are paid after they end, with your other bookings of the day; each row below says when.`)
};

const sw_payout_since = /** @type {(inputs: Payout_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tangu ${i?.day}. Uhifadhi hulipwa baada ya kuisha, pamoja na uhifadhi wako mwingine wa siku hiyo; kila mstari hapa chini unasema lini.`)
};

/**
* | output |
* | --- |
* | "since {day}. Bookings are paid after they end, with your other bookings of the day; each row below says when." |
*
* @param {Payout_SinceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_since = /** @type {((inputs: Payout_SinceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_SinceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_since(inputs)
	return en_payout_since(inputs)
});