/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bookings: NonNullable<unknown>, day: NonNullable<unknown>, attempts: NonNullable<unknown> }} Held_LineInputs */

const en_held_line = /** @type {(inputs: Held_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bookings} of ${i?.day} · ${i?.attempts}`)
};

const sw_held_line = /** @type {(inputs: Held_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bookings} wa ${i?.day} · ${i?.attempts}`)
};

/**
* | output |
* | --- |
* | "{bookings} of {day} · {attempts}" |
*
* @param {Held_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_line = /** @type {((inputs: Held_LineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Held_LineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_held_line(inputs)
	return en_held_line(inputs)
});