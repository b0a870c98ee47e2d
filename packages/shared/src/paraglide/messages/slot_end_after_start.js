/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_End_After_StartInputs */

const en_slot_end_after_start = /** @type {(inputs: Slot_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End time must be after start time.`)
};

const sw_slot_end_after_start = /** @type {(inputs: Slot_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda wa kumaliza lazima uwe baada ya muda wa kuanza.`)
};

/**
* | output |
* | --- |
* | "End time must be after start time." |
*
* @param {Slot_End_After_StartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_end_after_start = /** @type {((inputs?: Slot_End_After_StartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_End_After_StartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_end_after_start(inputs)
	return en_slot_end_after_start(inputs)
});