/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Notify_Refund_SentInputs */

const en_notify_refund_sent = /** @type {(inputs: Notify_Refund_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your refund of ${i?.amount} has been sent to your M-Pesa.`)
};

const sw_notify_refund_sent = /** @type {(inputs: Notify_Refund_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marejesho yako ya ${i?.amount} yametumwa kwenye M-Pesa yako.`)
};

/**
* | output |
* | --- |
* | "Your refund of {amount} has been sent to your M-Pesa." |
*
* @param {Notify_Refund_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_refund_sent = /** @type {((inputs: Notify_Refund_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Refund_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_refund_sent(inputs)
	return en_notify_refund_sent(inputs)
});