/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_Next_Two_WeeksInputs */

const en_slot_next_two_weeks = /** @type {(inputs: Slot_Next_Two_WeeksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next two weeks`)
};

const sw_slot_next_two_weeks = /** @type {(inputs: Slot_Next_Two_WeeksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiki mbili zijazo`)
};

/**
* | output |
* | --- |
* | "Next two weeks" |
*
* @param {Slot_Next_Two_WeeksInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_next_two_weeks = /** @type {((inputs?: Slot_Next_Two_WeeksInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Next_Two_WeeksInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_next_two_weeks(inputs)
	return en_slot_next_two_weeks(inputs)
});