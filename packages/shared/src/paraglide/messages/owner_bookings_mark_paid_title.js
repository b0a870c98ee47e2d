/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown> }} Owner_Bookings_Mark_Paid_TitleInputs */

const en_owner_bookings_mark_paid_title = /** @type {(inputs: Owner_Bookings_Mark_Paid_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Did ${i?.guest} pay you directly?`)
};

const sw_owner_bookings_mark_paid_title = /** @type {(inputs: Owner_Bookings_Mark_Paid_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je, ${i?.guest} alikulipa moja kwa moja?`)
};

/**
* | output |
* | --- |
* | "Did {guest} pay you directly?" |
*
* @param {Owner_Bookings_Mark_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_mark_paid_title = /** @type {((inputs: Owner_Bookings_Mark_Paid_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Mark_Paid_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_mark_paid_title(inputs)
	return en_owner_bookings_mark_paid_title(inputs)
});