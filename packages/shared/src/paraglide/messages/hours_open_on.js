/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Hours_Open_OnInputs */

const en_hours_open_on = /** @type {(inputs: Hours_Open_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open on ${i?.day}s`)
};

const sw_hours_open_on = /** @type {(inputs: Hours_Open_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hufunguliwa siku ya ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Open on {day}s" |
*
* @param {Hours_Open_OnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_open_on = /** @type {((inputs: Hours_Open_OnInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hours_Open_OnInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hours_open_on(inputs)
	return en_hours_open_on(inputs)
});