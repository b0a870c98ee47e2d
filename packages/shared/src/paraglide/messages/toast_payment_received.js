/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Toast_Payment_ReceivedInputs */

const en_toast_payment_received = /** @type {(inputs: Toast_Payment_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment for ${i?.reference} marked as received.`)
};

const sw_toast_payment_received = /** @type {(inputs: Toast_Payment_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Malipo ya ${i?.reference} yamewekwa kuwa yamepokelewa.`)
};

/**
* | output |
* | --- |
* | "Payment for {reference} marked as received." |
*
* @param {Toast_Payment_ReceivedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_payment_received = /** @type {((inputs: Toast_Payment_ReceivedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Payment_ReceivedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_payment_received(inputs)
	return en_toast_payment_received(inputs)
});