/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_NoneInputs */

const en_owner_bookings_none = /** @type {(inputs: Owner_Bookings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bookings of your spaces yet`)
};

const sw_owner_bookings_none = /** @type {(inputs: Owner_Bookings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna uhifadhi wa maeneo yako`)
};

/**
* | output |
* | --- |
* | "No bookings of your spaces yet" |
*
* @param {Owner_Bookings_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_none = /** @type {((inputs?: Owner_Bookings_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_none(inputs)
	return en_owner_bookings_none(inputs)
});