/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Notify_PayInputs */

const en_notify_pay = /** @type {(inputs: Notify_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To confirm it, pay ${i?.amount} by M-Pesa: open your bookings and choose Pay with M-Pesa, and enter your PIN when your phone asks.`)
};

const sw_notify_pay = /** @type {(inputs: Notify_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ili kuuthibitisha, lipa ${i?.amount} kwa M-Pesa: fungua uhifadhi wako, chagua Lipa kwa M-Pesa, na uweke PIN yako simu ikikuomba.`)
};

/**
* | output |
* | --- |
* | "To confirm it, pay {amount} by M-Pesa: open your bookings and choose Pay with M-Pesa, and enter your PIN when your phone asks." |
*
* @param {Notify_PayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_pay = /** @type {((inputs: Notify_PayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_PayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_pay(inputs)
	return en_notify_pay(inputs)
});