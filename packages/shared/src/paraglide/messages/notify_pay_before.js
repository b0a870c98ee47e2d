/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, by: NonNullable<unknown> }} Notify_Pay_BeforeInputs */

const en_notify_pay_before = /** @type {(inputs: Notify_Pay_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To confirm it, pay ${i?.amount} by M-Pesa before ${i?.by}: open your bookings and choose Pay with M-Pesa, and enter your PIN when your phone asks.`)
};

const sw_notify_pay_before = /** @type {(inputs: Notify_Pay_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ili kuuthibitisha, lipa ${i?.amount} kwa M-Pesa kabla ya ${i?.by}: fungua uhifadhi wako, chagua Lipa kwa M-Pesa, na uweke PIN yako simu ikikuomba.`)
};

/**
* | output |
* | --- |
* | "To confirm it, pay {amount} by M-Pesa before {by}: open your bookings and choose Pay with M-Pesa, and enter your PIN when your phone asks." |
*
* @param {Notify_Pay_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_pay_before = /** @type {((inputs: Notify_Pay_BeforeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Pay_BeforeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_pay_before(inputs)
	return en_notify_pay_before(inputs)
});