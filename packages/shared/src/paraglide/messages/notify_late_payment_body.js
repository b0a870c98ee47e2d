/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Late_Payment_BodyInputs */

const en_notify_late_payment_body = /** @type {(inputs: Notify_Late_Payment_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It will be refunded to your M-Pesa.`)
};

const sw_notify_late_payment_body = /** @type {(inputs: Notify_Late_Payment_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utarejeshewa pesa kwenye M-Pesa yako.`)
};

/**
* | output |
* | --- |
* | "It will be refunded to your M-Pesa." |
*
* @param {Notify_Late_Payment_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_late_payment_body = /** @type {((inputs?: Notify_Late_Payment_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Late_Payment_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_late_payment_body(inputs)
	return en_notify_late_payment_body(inputs)
});