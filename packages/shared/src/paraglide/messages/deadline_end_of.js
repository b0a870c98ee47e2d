/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Deadline_End_OfInputs */

const en_deadline_end_of = /** @type {(inputs: Deadline_End_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the end of ${i?.day}`)
};

const sw_deadline_end_of = /** @type {(inputs: Deadline_End_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`mwisho wa ${i?.day}`)
};

/**
* | output |
* | --- |
* | "the end of {day}" |
*
* @param {Deadline_End_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const deadline_end_of = /** @type {((inputs: Deadline_End_OfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deadline_End_OfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_deadline_end_of(inputs)
	return en_deadline_end_of(inputs)
});