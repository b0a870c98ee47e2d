/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, location: NonNullable<unknown> }} Notify_Reminder_BodyInputs */

const en_notify_reminder_body = /** @type {(inputs: Notify_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} at ${i?.location}.`)
};

const sw_notify_reminder_body = /** @type {(inputs: Notify_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} mahali: ${i?.location}.`)
};

/**
* | output |
* | --- |
* | "{when} at {location}." |
*
* @param {Notify_Reminder_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_reminder_body = /** @type {((inputs: Notify_Reminder_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Reminder_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_reminder_body(inputs)
	return en_notify_reminder_body(inputs)
});