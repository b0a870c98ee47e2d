/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_DeclineInputs */

const en_owner_bookings_decline = /** @type {(inputs: Owner_Bookings_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const sw_owner_bookings_decline = /** @type {(inputs: Owner_Bookings_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kataa`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Owner_Bookings_DeclineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_decline = /** @type {((inputs?: Owner_Bookings_DeclineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_DeclineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_decline(inputs)
	return en_owner_bookings_decline(inputs)
});