/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_BlockedInputs */

const en_slot_blocked = /** @type {(inputs: Slot_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host has blocked that time. Choose another time.`)
};

const sw_slot_blocked = /** @type {(inputs: Slot_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji amezuia muda huo. Chagua muda mwingine.`)
};

/**
* | output |
* | --- |
* | "The host has blocked that time. Choose another time." |
*
* @param {Slot_BlockedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_blocked = /** @type {((inputs?: Slot_BlockedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_BlockedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_blocked(inputs)
	return en_slot_blocked(inputs)
});