/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Notify_Late_Payment_Text_CodeInputs */

const en_notify_late_payment_text_code = /** @type {(inputs: Notify_Late_Payment_Text_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received your M-Pesa payment (${i?.code}) after the booking had been released, so it will be refunded to your M-Pesa.`)
};

const sw_notify_late_payment_text_code = /** @type {(inputs: Notify_Late_Payment_Text_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tulipokea malipo yako ya M-Pesa (${i?.code}) baada ya uhifadhi kuachiliwa, kwa hiyo utarejeshewa pesa kwenye M-Pesa yako.`)
};

/**
* | output |
* | --- |
* | "We received your M-Pesa payment ({code}) after the booking had been released, so it will be refunded to your M-Pesa." |
*
* @param {Notify_Late_Payment_Text_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_late_payment_text_code = /** @type {((inputs: Notify_Late_Payment_Text_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Late_Payment_Text_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_late_payment_text_code(inputs)
	return en_notify_late_payment_text_code(inputs)
});