/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown>, location: NonNullable<unknown>, when: NonNullable<unknown> }} Notify_Reminder_TextInputs */

const en_notify_reminder_text = /** @type {(inputs: Notify_Reminder_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is a reminder of your booking of ${i?.space} at ${i?.location}, ${i?.when}.`)
};

const sw_notify_reminder_text = /** @type {(inputs: Notify_Reminder_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tunakukumbusha uhifadhi wako wa ${i?.space} mahali ${i?.location}, ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "This is a reminder of your booking of {space} at {location}, {when}." |
*
* @param {Notify_Reminder_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_reminder_text = /** @type {((inputs: Notify_Reminder_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Reminder_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_reminder_text(inputs)
	return en_notify_reminder_text(inputs)
});