/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Slot_Too_LongInputs */

const en_slot_too_long = /** @type {(inputs: Slot_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bookings of this space last at most ${i?.length}.`)
};

const sw_slot_too_long = /** @type {(inputs: Slot_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa eneo hili usizidi ${i?.length}.`)
};

/**
* | output |
* | --- |
* | "Bookings of this space last at most {length}." |
*
* @param {Slot_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_too_long = /** @type {((inputs: Slot_Too_LongInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Too_LongInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_too_long(inputs)
	return en_slot_too_long(inputs)
});