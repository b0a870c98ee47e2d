/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Owner_Bookings_Mark_Paid_TextInputs */

const en_owner_bookings_mark_paid_text = /** @type {(inputs: Owner_Bookings_Mark_Paid_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mark ${i?.reference} paid only if the money reached you outside Nafasi. The booking is confirmed, and Nafasi will not pay you for this booking.`)
};

const sw_owner_bookings_mark_paid_text = /** @type {(inputs: Owner_Bookings_Mark_Paid_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weka ${i?.reference} kuwa imelipwa tu ikiwa pesa zilikufikia nje ya Nafasi. Uhifadhi utathibitishwa, na Nafasi haitakulipa kwa uhifadhi huu.`)
};

/**
* | output |
* | --- |
* | "Mark {reference} paid only if the money reached you outside Nafasi. The booking is confirmed, and Nafasi will not pay you for this booking." |
*
* @param {Owner_Bookings_Mark_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_mark_paid_text = /** @type {((inputs: Owner_Bookings_Mark_Paid_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Mark_Paid_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_mark_paid_text(inputs)
	return en_owner_bookings_mark_paid_text(inputs)
});