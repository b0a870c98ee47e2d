/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ payout: NonNullable<unknown>, subtotal: NonNullable<unknown>, vat: NonNullable<unknown>, percent: NonNullable<unknown>, fee: NonNullable<unknown>, sent: NonNullable<unknown> }} Earnings_Earned_Host_VatInputs */

const en_earnings_earned_host_vat = /** @type {(inputs: Earnings_Earned_Host_VatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Earned ${i?.payout} in all: ${i?.subtotal} of bookings and ${i?.vat} of VAT you charged, less Nafasi's ${i?.percent}% fee (${i?.fee}); ${i?.sent} sent to you.`)
};

const sw_earnings_earned_host_vat = /** @type {(inputs: Earnings_Earned_Host_VatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umepata ${i?.payout} kwa jumla: ${i?.subtotal} za uhifadhi na ${i?.vat} za VAT uliyotoza, ukiondoa ada ya Nafasi ya ${i?.percent}% (${i?.fee}); ${i?.sent} zimetumwa kwako.`)
};

/**
* | output |
* | --- |
* | "Earned {payout} in all: {subtotal} of bookings and {vat} of VAT you charged, less Nafasi's {percent}% fee ({fee}); {sent} sent to you." |
*
* @param {Earnings_Earned_Host_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_earned_host_vat = /** @type {((inputs: Earnings_Earned_Host_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Earned_Host_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_earned_host_vat(inputs)
	return en_earnings_earned_host_vat(inputs)
});