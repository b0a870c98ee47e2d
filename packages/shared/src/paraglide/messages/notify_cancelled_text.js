/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Notify_Cancelled_TextInputs */

const en_notify_cancelled_text = /** @type {(inputs: Notify_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your booking for ${i?.when} is cancelled.`)
};

const sw_notify_cancelled_text = /** @type {(inputs: Notify_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wako wa ${i?.when} umeghairiwa.`)
};

/**
* | output |
* | --- |
* | "Your booking for {when} is cancelled." |
*
* @param {Notify_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_cancelled_text = /** @type {((inputs: Notify_Cancelled_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Cancelled_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_cancelled_text(inputs)
	return en_notify_cancelled_text(inputs)
});