/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_In_PastInputs */

const en_slot_in_past = /** @type {(inputs: Slot_In_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That time has already passed. Choose a time in the future.`)
};

const sw_slot_in_past = /** @type {(inputs: Slot_In_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda huo umeshapita. Chagua muda ujao.`)
};

/**
* | output |
* | --- |
* | "That time has already passed. Choose a time in the future." |
*
* @param {Slot_In_PastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_in_past = /** @type {((inputs?: Slot_In_PastInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_In_PastInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_in_past(inputs)
	return en_slot_in_past(inputs)
});