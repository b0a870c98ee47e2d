/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Owner_Bookings_Decline_TitleInputs */

const en_owner_bookings_decline_title = /** @type {(inputs: Owner_Bookings_Decline_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decline ${i?.reference}?`)
};

const sw_owner_bookings_decline_title = /** @type {(inputs: Owner_Bookings_Decline_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kataa ${i?.reference}?`)
};

/**
* | output |
* | --- |
* | "Decline {reference}?" |
*
* @param {Owner_Bookings_Decline_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_decline_title = /** @type {((inputs: Owner_Bookings_Decline_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Decline_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_decline_title(inputs)
	return en_owner_bookings_decline_title(inputs)
});