/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Owner_Bookings_Release_Confirm_TitleInputs */

const en_owner_bookings_release_confirm_title = /** @type {(inputs: Owner_Bookings_Release_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Release the hold on ${i?.reference}?`)
};

const sw_owner_bookings_release_confirm_title = /** @type {(inputs: Owner_Bookings_Release_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Achilia muda ulioshikiliwa wa ${i?.reference}?`)
};

/**
* | output |
* | --- |
* | "Release the hold on {reference}?" |
*
* @param {Owner_Bookings_Release_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_release_confirm_title = /** @type {((inputs: Owner_Bookings_Release_Confirm_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Release_Confirm_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_release_confirm_title(inputs)
	return en_owner_bookings_release_confirm_title(inputs)
});