/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Late_Payment_TitleInputs */

const en_notify_late_payment_title = /** @type {(inputs: Notify_Late_Payment_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment for ${i?.space} arrived after the booking ended`)
};

const sw_notify_late_payment_title = /** @type {(inputs: Notify_Late_Payment_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Malipo yako ya ${i?.space} yalifika baada ya uhifadhi kuisha`)
};

/**
* | output |
* | --- |
* | "Your payment for {space} arrived after the booking ended" |
*
* @param {Notify_Late_Payment_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_late_payment_title = /** @type {((inputs: Notify_Late_Payment_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Late_Payment_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_late_payment_title(inputs)
	return en_notify_late_payment_title(inputs)
});