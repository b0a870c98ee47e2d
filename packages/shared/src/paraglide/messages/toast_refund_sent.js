/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Toast_Refund_SentInputs */

const en_toast_refund_sent = /** @type {(inputs: Toast_Refund_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund of ${i?.amount} recorded as sent.`)
};

const sw_toast_refund_sent = /** @type {(inputs: Toast_Refund_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marejesho ya ${i?.amount} yamerekodiwa kuwa yametumwa.`)
};

/**
* | output |
* | --- |
* | "Refund of {amount} recorded as sent." |
*
* @param {Toast_Refund_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_refund_sent = /** @type {((inputs: Toast_Refund_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Refund_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_refund_sent(inputs)
	return en_toast_refund_sent(inputs)
});