/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Schedule_At_LeastInputs */

const en_schedule_at_least = /** @type {(inputs: Schedule_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.length}`)
};

const sw_schedule_at_least = /** @type {(inputs: Schedule_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angalau ${i?.length}`)
};

/**
* | output |
* | --- |
* | "At least {length}" |
*
* @param {Schedule_At_LeastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_at_least = /** @type {((inputs: Schedule_At_LeastInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_At_LeastInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_schedule_at_least(inputs)
	return en_schedule_at_least(inputs)
});