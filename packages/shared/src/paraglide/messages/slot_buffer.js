/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Slot_BufferInputs */

const en_slot_buffer = /** @type {(inputs: Slot_BufferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This space keeps ${i?.length} free between bookings. Choose a time further from the next or previous booking.`)
};

const sw_slot_buffer = /** @type {(inputs: Slot_BufferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eneo hili huacha ${i?.length} wazi kati ya uhifadhi mmoja na mwingine. Chagua muda ulio mbali zaidi na uhifadhi unaofuata au uliotangulia.`)
};

/**
* | output |
* | --- |
* | "This space keeps {length} free between bookings. Choose a time further from the next or previous booking." |
*
* @param {Slot_BufferInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_buffer = /** @type {((inputs: Slot_BufferInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_BufferInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_buffer(inputs)
	return en_slot_buffer(inputs)
});