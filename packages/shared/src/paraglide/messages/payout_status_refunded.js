/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Status_RefundedInputs */

const en_payout_status_refunded = /** @type {(inputs: Payout_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded to the guest`)
};

const sw_payout_status_refunded = /** @type {(inputs: Payout_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imerejeshwa kwa mgeni`)
};

/**
* | output |
* | --- |
* | "Refunded to the guest" |
*
* @param {Payout_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_refunded = /** @type {((inputs?: Payout_Status_RefundedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Status_RefundedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_status_refunded(inputs)
	return en_payout_status_refunded(inputs)
});