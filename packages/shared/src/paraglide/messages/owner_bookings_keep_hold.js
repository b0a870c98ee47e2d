/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_Keep_HoldInputs */

const en_owner_bookings_keep_hold = /** @type {(inputs: Owner_Bookings_Keep_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the hold`)
};

const sw_owner_bookings_keep_hold = /** @type {(inputs: Owner_Bookings_Keep_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endelea kushikilia`)
};

/**
* | output |
* | --- |
* | "Keep the hold" |
*
* @param {Owner_Bookings_Keep_HoldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_keep_hold = /** @type {((inputs?: Owner_Bookings_Keep_HoldInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Keep_HoldInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_keep_hold(inputs)
	return en_owner_bookings_keep_hold(inputs)
});