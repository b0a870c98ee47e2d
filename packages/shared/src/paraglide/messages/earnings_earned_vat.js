/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ payout: NonNullable<unknown>, subtotal: NonNullable<unknown>, vat: NonNullable<unknown>, percent: NonNullable<unknown>, fee: NonNullable<unknown>, feeVat: NonNullable<unknown>, sent: NonNullable<unknown> }} Earnings_Earned_VatInputs */

const en_earnings_earned_vat = /** @type {(inputs: Earnings_Earned_VatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Earned ${i?.payout} in all: ${i?.subtotal} of bookings and ${i?.vat} of VAT you charged, less Nafasi's ${i?.percent}% fee (${i?.fee}) and the VAT on it (${i?.feeVat}); ${i?.sent} sent to you.`)
};

const sw_earnings_earned_vat = /** @type {(inputs: Earnings_Earned_VatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umepata ${i?.payout} kwa jumla: ${i?.subtotal} za uhifadhi na ${i?.vat} za VAT uliyotoza, ukiondoa ada ya Nafasi ya ${i?.percent}% (${i?.fee}) na VAT yake (${i?.feeVat}); ${i?.sent} zimetumwa kwako.`)
};

/**
* | output |
* | --- |
* | "Earned {payout} in all: {subtotal} of bookings and {vat} of VAT you charged, less Nafasi's {percent}% fee ({fee}) and the VAT on it ({feeVat}); {sent} sent t..." |
*
* @param {Earnings_Earned_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_earned_vat = /** @type {((inputs: Earnings_Earned_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Earned_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_earned_vat(inputs)
	return en_earnings_earned_vat(inputs)
});