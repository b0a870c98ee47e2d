/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown> }} Owner_Bookings_Release_Confirm_TextInputs */

const en_owner_bookings_release_confirm_text = /** @type {(inputs: Owner_Bookings_Release_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest}'s unpaid booking is cancelled and the time is free for other guests. This cannot be undone: ${i?.guest} would have to book again.`)
};

const sw_owner_bookings_release_confirm_text = /** @type {(inputs: Owner_Bookings_Release_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa ${i?.guest} ambao haujalipwa utaghairiwa na muda utakuwa wazi kwa wageni wengine. Hili haliwezi kutenduliwa: ${i?.guest} atalazimika kuhifadhi upya.`)
};

/**
* | output |
* | --- |
* | "{guest}'s unpaid booking is cancelled and the time is free for other guests. This cannot be undone: {guest} would have to book again." |
*
* @param {Owner_Bookings_Release_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_release_confirm_text = /** @type {((inputs: Owner_Bookings_Release_Confirm_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Release_Confirm_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_release_confirm_text(inputs)
	return en_owner_bookings_release_confirm_text(inputs)
});