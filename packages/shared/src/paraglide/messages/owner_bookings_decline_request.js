/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_Decline_RequestInputs */

const en_owner_bookings_decline_request = /** @type {(inputs: Owner_Bookings_Decline_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline request`)
};

const sw_owner_bookings_decline_request = /** @type {(inputs: Owner_Bookings_Decline_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kataa ombi`)
};

/**
* | output |
* | --- |
* | "Decline request" |
*
* @param {Owner_Bookings_Decline_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_decline_request = /** @type {((inputs?: Owner_Bookings_Decline_RequestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Decline_RequestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_decline_request(inputs)
	return en_owner_bookings_decline_request(inputs)
});