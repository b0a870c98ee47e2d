/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ times: NonNullable<unknown> }} Slot_Already_BookedInputs */

const en_slot_already_booked = /** @type {(inputs: Slot_Already_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already booked this day: ${i?.times}`)
};

const sw_slot_already_booked = /** @type {(inputs: Slot_Already_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tayari imehifadhiwa siku hii: ${i?.times}`)
};

/**
* | output |
* | --- |
* | "Already booked this day: {times}" |
*
* @param {Slot_Already_BookedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_already_booked = /** @type {((inputs: Slot_Already_BookedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Already_BookedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_already_booked(inputs)
	return en_slot_already_booked(inputs)
});