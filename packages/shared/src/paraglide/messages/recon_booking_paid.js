/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Booking_PaidInputs */

const en_recon_booking_paid = /** @type {(inputs: Recon_Booking_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`booking paid`)
};

const sw_recon_booking_paid = /** @type {(inputs: Recon_Booking_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nafasi iliyohifadhiwa imelipwa`)
};

/**
* | output |
* | --- |
* | "booking paid" |
*
* @param {Recon_Booking_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_booking_paid = /** @type {((inputs?: Recon_Booking_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Booking_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_booking_paid(inputs)
	return en_recon_booking_paid(inputs)
});