/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ to: NonNullable<unknown>, receipt: NonNullable<unknown> }} Notify_Payout_Sent_BodyInputs */

const en_notify_payout_sent_body = /** @type {(inputs: Notify_Payout_Sent_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To ${i?.to}. M-Pesa receipt ${i?.receipt}.`)
};

const sw_notify_payout_sent_body = /** @type {(inputs: Notify_Payout_Sent_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kwa ${i?.to}. Risiti ya M-Pesa ${i?.receipt}.`)
};

/**
* | output |
* | --- |
* | "To {to}. M-Pesa receipt {receipt}." |
*
* @param {Notify_Payout_Sent_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_payout_sent_body = /** @type {((inputs: Notify_Payout_Sent_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Payout_Sent_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_payout_sent_body(inputs)
	return en_notify_payout_sent_body(inputs)
});