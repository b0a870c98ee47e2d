/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ note: NonNullable<unknown> }} Notify_Declined_NoteInputs */

const en_notify_declined_note = /** @type {(inputs: Notify_Declined_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Their message: “${i?.note}”`)
};

const sw_notify_declined_note = /** @type {(inputs: Notify_Declined_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ujumbe wake: “${i?.note}”`)
};

/**
* | output |
* | --- |
* | "Their message: “{note}”" |
*
* @param {Notify_Declined_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_declined_note = /** @type {((inputs: Notify_Declined_NoteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Declined_NoteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_declined_note(inputs)
	return en_notify_declined_note(inputs)
});