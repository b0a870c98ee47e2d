/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Day_Reason_ClosedInputs */

const en_day_reason_closed = /** @type {(inputs: Day_Reason_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Closed on ${i?.day}s`)
};

const sw_day_reason_closed = /** @type {(inputs: Day_Reason_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hufungwa siku ya ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Closed on {day}s" |
*
* @param {Day_Reason_ClosedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_closed = /** @type {((inputs: Day_Reason_ClosedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Reason_ClosedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_reason_closed(inputs)
	return en_day_reason_closed(inputs)
});