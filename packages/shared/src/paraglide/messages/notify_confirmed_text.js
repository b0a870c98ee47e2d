/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Confirmed_TextInputs */

const en_notify_confirmed_text = /** @type {(inputs: Notify_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your payment. Your booking is confirmed; the calendar entry is attached.`)
};

const sw_notify_confirmed_text = /** @type {(inputs: Notify_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tumepokea malipo yako. Uhifadhi wako umethibitishwa; tukio la kalenda limeambatishwa.`)
};

/**
* | output |
* | --- |
* | "We received your payment. Your booking is confirmed; the calendar entry is attached." |
*
* @param {Notify_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_confirmed_text = /** @type {((inputs?: Notify_Confirmed_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Confirmed_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_confirmed_text(inputs)
	return en_notify_confirmed_text(inputs)
});