/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_KeepInputs */

const en_owner_bookings_keep = /** @type {(inputs: Owner_Bookings_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep request`)
};

const sw_owner_bookings_keep = /** @type {(inputs: Owner_Bookings_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acha ombi`)
};

/**
* | output |
* | --- |
* | "Keep request" |
*
* @param {Owner_Bookings_KeepInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_keep = /** @type {((inputs?: Owner_Bookings_KeepInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_KeepInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_keep(inputs)
	return en_owner_bookings_keep(inputs)
});