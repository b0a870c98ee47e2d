/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_PaidInputs */

const en_mpesa_paid = /** @type {(inputs: Mpesa_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received. Your booking is confirmed.`)
};

const sw_mpesa_paid = /** @type {(inputs: Mpesa_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo yamepokelewa. Uhifadhi wako umethibitishwa.`)
};

/**
* | output |
* | --- |
* | "Payment received. Your booking is confirmed." |
*
* @param {Mpesa_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_paid = /** @type {((inputs?: Mpesa_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_paid(inputs)
	return en_mpesa_paid(inputs)
});