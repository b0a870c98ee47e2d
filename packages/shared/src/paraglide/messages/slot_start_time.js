/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_Start_TimeInputs */

const en_slot_start_time = /** @type {(inputs: Slot_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time`)
};

const sw_slot_start_time = /** @type {(inputs: Slot_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda wa kuanza`)
};

/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Slot_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_start_time = /** @type {((inputs?: Slot_Start_TimeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Start_TimeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_start_time(inputs)
	return en_slot_start_time(inputs)
});