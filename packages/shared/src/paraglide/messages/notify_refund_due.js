/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Notify_Refund_DueInputs */

const en_notify_refund_due = /** @type {(inputs: Notify_Refund_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A refund of ${i?.amount} is on its way to your M-Pesa; we will tell you when it is sent.`)
};

const sw_notify_refund_due = /** @type {(inputs: Notify_Refund_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marejesho ya ${i?.amount} yanakuja kwenye M-Pesa yako; tutakujulisha yakishatumwa.`)
};

/**
* | output |
* | --- |
* | "A refund of {amount} is on its way to your M-Pesa; we will tell you when it is sent." |
*
* @param {Notify_Refund_DueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_refund_due = /** @type {((inputs: Notify_Refund_DueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Refund_DueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_refund_due(inputs)
	return en_notify_refund_due(inputs)
});