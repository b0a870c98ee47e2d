/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Kind_MpesaInputs */

const en_payout_kind_mpesa = /** @type {(inputs: Payout_Kind_MpesaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa number`)
};

const sw_payout_kind_mpesa = /** @type {(inputs: Payout_Kind_MpesaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya M-Pesa`)
};

/**
* | output |
* | --- |
* | "M-Pesa number" |
*
* @param {Payout_Kind_MpesaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_kind_mpesa = /** @type {((inputs?: Payout_Kind_MpesaInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Kind_MpesaInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_kind_mpesa(inputs)
	return en_payout_kind_mpesa(inputs)
});