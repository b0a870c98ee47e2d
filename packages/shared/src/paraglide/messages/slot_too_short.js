/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Slot_Too_ShortInputs */

const en_slot_too_short = /** @type {(inputs: Slot_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bookings of this space last at least ${i?.length}.`)
};

const sw_slot_too_short = /** @type {(inputs: Slot_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa eneo hili ni wa angalau ${i?.length}.`)
};

/**
* | output |
* | --- |
* | "Bookings of this space last at least {length}." |
*
* @param {Slot_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_too_short = /** @type {((inputs: Slot_Too_ShortInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Too_ShortInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_too_short(inputs)
	return en_slot_too_short(inputs)
});