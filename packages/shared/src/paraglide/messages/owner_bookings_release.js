/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_ReleaseInputs */

const en_owner_bookings_release = /** @type {(inputs: Owner_Bookings_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Release hold`)
};

const sw_owner_bookings_release = /** @type {(inputs: Owner_Bookings_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achilia`)
};

/**
* | output |
* | --- |
* | "Release hold" |
*
* @param {Owner_Bookings_ReleaseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_release = /** @type {((inputs?: Owner_Bookings_ReleaseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_ReleaseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_release(inputs)
	return en_owner_bookings_release(inputs)
});