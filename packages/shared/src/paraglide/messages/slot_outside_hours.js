/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, hours: NonNullable<unknown> }} Slot_Outside_HoursInputs */

const en_slot_outside_hours = /** @type {(inputs: Slot_Outside_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On ${i?.day}s this space can be booked ${i?.hours}.`)
};

const sw_slot_outside_hours = /** @type {(inputs: Slot_Outside_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siku ya ${i?.day} eneo hili linaweza kuhifadhiwa ${i?.hours}.`)
};

/**
* | output |
* | --- |
* | "On {day}s this space can be booked {hours}." |
*
* @param {Slot_Outside_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_outside_hours = /** @type {((inputs: Slot_Outside_HoursInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Outside_HoursInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_outside_hours(inputs)
	return en_slot_outside_hours(inputs)
});