/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Schedule_Up_ToInputs */

const en_schedule_up_to = /** @type {(inputs: Schedule_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Up to ${i?.length}`)
};

const sw_schedule_up_to = /** @type {(inputs: Schedule_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hadi ${i?.length}`)
};

/**
* | output |
* | --- |
* | "Up to {length}" |
*
* @param {Schedule_Up_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_up_to = /** @type {((inputs: Schedule_Up_ToInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Up_ToInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_schedule_up_to(inputs)
	return en_schedule_up_to(inputs)
});