/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Toast_Payment_ConfirmedInputs */

const en_toast_payment_confirmed = /** @type {(inputs: Toast_Payment_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment for ${i?.reference} confirmed.`)
};

const sw_toast_payment_confirmed = /** @type {(inputs: Toast_Payment_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Malipo ya ${i?.reference} yamethibitishwa.`)
};

/**
* | output |
* | --- |
* | "Payment for {reference} confirmed." |
*
* @param {Toast_Payment_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_payment_confirmed = /** @type {((inputs: Toast_Payment_ConfirmedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Payment_ConfirmedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_payment_confirmed(inputs)
	return en_toast_payment_confirmed(inputs)
});