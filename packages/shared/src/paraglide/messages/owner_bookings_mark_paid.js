/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_Mark_PaidInputs */

const en_owner_bookings_mark_paid = /** @type {(inputs: Owner_Bookings_Mark_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark paid`)
};

const sw_owner_bookings_mark_paid = /** @type {(inputs: Owner_Bookings_Mark_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka kuwa imelipiwa`)
};

/**
* | output |
* | --- |
* | "Mark paid" |
*
* @param {Owner_Bookings_Mark_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_mark_paid = /** @type {((inputs?: Owner_Bookings_Mark_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Mark_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_mark_paid(inputs)
	return en_owner_bookings_mark_paid(inputs)
});