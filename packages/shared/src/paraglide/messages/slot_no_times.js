/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_No_TimesInputs */

const en_slot_no_times = /** @type {(inputs: Slot_No_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No times`)
};

const sw_slot_no_times = /** @type {(inputs: Slot_No_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna muda`)
};

/**
* | output |
* | --- |
* | "No times" |
*
* @param {Slot_No_TimesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_no_times = /** @type {((inputs?: Slot_No_TimesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_No_TimesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_no_times(inputs)
	return en_slot_no_times(inputs)
});