/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Late_Payment_TextInputs */

const en_notify_late_payment_text = /** @type {(inputs: Notify_Late_Payment_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your M-Pesa payment after the booking had been released, so it will be refunded to your M-Pesa.`)
};

const sw_notify_late_payment_text = /** @type {(inputs: Notify_Late_Payment_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tulipokea malipo yako ya M-Pesa baada ya uhifadhi kuachiliwa, kwa hiyo utarejeshewa pesa kwenye M-Pesa yako.`)
};

/**
* | output |
* | --- |
* | "We received your M-Pesa payment after the booking had been released, so it will be refunded to your M-Pesa." |
*
* @param {Notify_Late_Payment_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_late_payment_text = /** @type {((inputs?: Notify_Late_Payment_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Late_Payment_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_late_payment_text(inputs)
	return en_notify_late_payment_text(inputs)
});