/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_MessageInputs */

const en_owner_bookings_message = /** @type {(inputs: Owner_Bookings_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message to the guest`)
};

const sw_owner_bookings_message = /** @type {(inputs: Owner_Bookings_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe kwa mgeni`)
};

/**
* | output |
* | --- |
* | "Message to the guest" |
*
* @param {Owner_Bookings_MessageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_message = /** @type {((inputs?: Owner_Bookings_MessageInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_MessageInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_message(inputs)
	return en_owner_bookings_message(inputs)
});