/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Notify_Confirmed_Text_CodeInputs */

const en_notify_confirmed_text_code = /** @type {(inputs: Notify_Confirmed_Text_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received your payment, M-Pesa receipt ${i?.code}. Your booking is confirmed; the calendar entry is attached.`)
};

const sw_notify_confirmed_text_code = /** @type {(inputs: Notify_Confirmed_Text_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tumepokea malipo yako, risiti ya M-Pesa ${i?.code}. Uhifadhi wako umethibitishwa; tukio la kalenda limeambatishwa.`)
};

/**
* | output |
* | --- |
* | "We received your payment, M-Pesa receipt {code}. Your booking is confirmed; the calendar entry is attached." |
*
* @param {Notify_Confirmed_Text_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_confirmed_text_code = /** @type {((inputs: Notify_Confirmed_Text_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Confirmed_Text_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_confirmed_text_code(inputs)
	return en_notify_confirmed_text_code(inputs)
});