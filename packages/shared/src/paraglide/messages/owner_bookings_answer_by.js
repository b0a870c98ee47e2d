/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Owner_Bookings_Answer_ByInputs */

const en_owner_bookings_answer_by = /** @type {(inputs: Owner_Bookings_Answer_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request: answer by ${i?.by}`)
};

const sw_owner_bookings_answer_by = /** @type {(inputs: Owner_Bookings_Answer_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ombi: jibu kabla ya ${i?.by}`)
};

/**
* | output |
* | --- |
* | "Request: answer by {by}" |
*
* @param {Owner_Bookings_Answer_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_answer_by = /** @type {((inputs: Owner_Bookings_Answer_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Answer_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_answer_by(inputs)
	return en_owner_bookings_answer_by(inputs)
});