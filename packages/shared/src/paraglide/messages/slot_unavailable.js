/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_UnavailableInputs */

const en_slot_unavailable = /** @type {(inputs: Slot_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unavailable`)
};

const sw_slot_unavailable = /** @type {(inputs: Slot_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`haipatikani`)
};

/**
* | output |
* | --- |
* | "unavailable" |
*
* @param {Slot_UnavailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_unavailable = /** @type {((inputs?: Slot_UnavailableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_UnavailableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_unavailable(inputs)
	return en_slot_unavailable(inputs)
});