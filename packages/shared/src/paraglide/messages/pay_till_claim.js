/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, days: NonNullable<unknown> }} Pay_Till_ClaimInputs */

const en_pay_till_claim = /** @type {(inputs: Pay_Till_ClaimInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A till payment carries no booking reference, so it cannot find your booking by itself: enter the M-Pesa code from your confirmation SMS on your bookings page. The booking is confirmed once M-Pesa has reported that payment of ${i?.amount}; a till payment nobody claims within ${i?.days} days goes back to the number it came from.`)
};

const sw_pay_till_claim = /** @type {(inputs: Pay_Till_ClaimInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Malipo ya till hayabebi kumbukumbu ya uhifadhi, kwa hiyo hayawezi kuutambua uhifadhi wako yenyewe: weka msimbo wa M-Pesa kutoka kwenye SMS ya uthibitisho kwenye ukurasa wa uhifadhi wako. Uhifadhi unathibitishwa M-Pesa ikishaeleza malipo hayo ya ${i?.amount}; malipo ya till ambayo hakuna anayeyadai ndani ya siku ${i?.days} hurudishwa kwa nambari yaliyotoka.`)
};

/**
* | output |
* | --- |
* | "A till payment carries no booking reference, so it cannot find your booking by itself: enter the M-Pesa code from your confirmation SMS on your bookings page..." |
*
* @param {Pay_Till_ClaimInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_till_claim = /** @type {((inputs: Pay_Till_ClaimInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Till_ClaimInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_till_claim(inputs)
	return en_pay_till_claim(inputs)
});