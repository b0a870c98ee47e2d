/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_Half_HoursInputs */

const en_slot_half_hours = /** @type {(inputs: Slot_Half_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings start and end on the hour or the half hour.`)
};

const sw_slot_half_hours = /** @type {(inputs: Slot_Half_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi huanza na kuisha saa kamili au saa na nusu.`)
};

/**
* | output |
* | --- |
* | "Bookings start and end on the hour or the half hour." |
*
* @param {Slot_Half_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_half_hours = /** @type {((inputs?: Slot_Half_HoursInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Half_HoursInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_half_hours(inputs)
	return en_slot_half_hours(inputs)
});