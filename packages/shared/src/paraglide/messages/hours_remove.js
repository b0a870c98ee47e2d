/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, day: NonNullable<unknown> }} Hours_RemoveInputs */

const en_hours_remove = /** @type {(inputs: Hours_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.hours} on ${i?.day}s`)
};

const sw_hours_remove = /** @type {(inputs: Hours_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ondoa ${i?.hours} siku ya ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Remove {hours} on {day}s" |
*
* @param {Hours_RemoveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_remove = /** @type {((inputs: Hours_RemoveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hours_RemoveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hours_remove(inputs)
	return en_hours_remove(inputs)
});