/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown>, day: NonNullable<unknown> }} Notify_Reminder_TitleInputs */

const en_notify_reminder_title = /** @type {(inputs: Notify_Reminder_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reminder: ${i?.space} ${i?.day}`)
};

const sw_notify_reminder_title = /** @type {(inputs: Notify_Reminder_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kumbusho: ${i?.space} ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Reminder: {space} {day}" |
*
* @param {Notify_Reminder_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_reminder_title = /** @type {((inputs: Notify_Reminder_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Reminder_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_reminder_title(inputs)
	return en_notify_reminder_title(inputs)
});