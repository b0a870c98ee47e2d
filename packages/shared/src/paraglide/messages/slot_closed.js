/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Slot_ClosedInputs */

const en_slot_closed = /** @type {(inputs: Slot_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This space is closed on ${i?.day}s.`)
};

const sw_slot_closed = /** @type {(inputs: Slot_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eneo hili hufungwa siku ya ${i?.day}.`)
};

/**
* | output |
* | --- |
* | "This space is closed on {day}s." |
*
* @param {Slot_ClosedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_closed = /** @type {((inputs: Slot_ClosedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_ClosedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_closed(inputs)
	return en_slot_closed(inputs)
});