/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Slot_Choose_Another_DayInputs */

const en_slot_choose_another_day = /** @type {(inputs: Slot_Choose_Another_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason}. Choose another day.`)
};

const sw_slot_choose_another_day = /** @type {(inputs: Slot_Choose_Another_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason}. Chagua siku nyingine.`)
};

/**
* | output |
* | --- |
* | "{reason}. Choose another day." |
*
* @param {Slot_Choose_Another_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_choose_another_day = /** @type {((inputs: Slot_Choose_Another_DayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Choose_Another_DayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_choose_another_day(inputs)
	return en_slot_choose_another_day(inputs)
});