/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_End_TimeInputs */

const en_slot_end_time = /** @type {(inputs: Slot_End_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End time`)
};

const sw_slot_end_time = /** @type {(inputs: Slot_End_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda wa kumaliza`)
};

/**
* | output |
* | --- |
* | "End time" |
*
* @param {Slot_End_TimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_end_time = /** @type {((inputs?: Slot_End_TimeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_End_TimeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_end_time(inputs)
	return en_slot_end_time(inputs)
});