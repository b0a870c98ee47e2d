/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Booking_CancelledInputs */

const en_company_booking_cancelled = /** @type {(inputs: Company_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The booking is cancelled; whoever paid toward it is refunded as the policy says.`)
};

const sw_company_booking_cancelled = /** @type {(inputs: Company_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi umeghairiwa; aliyelipia atarejeshewa kama sera inavyosema.`)
};

/**
* | output |
* | --- |
* | "The booking is cancelled; whoever paid toward it is refunded as the policy says." |
*
* @param {Company_Booking_CancelledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_booking_cancelled = /** @type {((inputs?: Company_Booking_CancelledInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Booking_CancelledInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_booking_cancelled(inputs)
	return en_company_booking_cancelled(inputs)
});