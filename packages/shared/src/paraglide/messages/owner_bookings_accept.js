/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_AcceptInputs */

const en_owner_bookings_accept = /** @type {(inputs: Owner_Bookings_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

const sw_owner_bookings_accept = /** @type {(inputs: Owner_Bookings_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kubali`)
};

/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Owner_Bookings_AcceptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_accept = /** @type {((inputs?: Owner_Bookings_AcceptInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_AcceptInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_accept(inputs)
	return en_owner_bookings_accept(inputs)
});