/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Person_View_OfInputs */

const en_person_view_of = /** @type {(inputs: Person_View_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details of ${i?.name}`)
};

const sw_person_view_of = /** @type {(inputs: Person_View_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taarifa za ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Details of {name}" |
*
* @param {Person_View_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_view_of = /** @type {((inputs: Person_View_OfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_View_OfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_person_view_of(inputs)
	return en_person_view_of(inputs)
});