/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Booking_CancelledInputs */

const en_recon_booking_cancelled = /** @type {(inputs: Recon_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`booking cancelled`)
};

const sw_recon_booking_cancelled = /** @type {(inputs: Recon_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nafasi iliyohifadhiwa imeghairiwa`)
};

/**
* | output |
* | --- |
* | "booking cancelled" |
*
* @param {Recon_Booking_CancelledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_booking_cancelled = /** @type {((inputs?: Recon_Booking_CancelledInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Booking_CancelledInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_booking_cancelled(inputs)
	return en_recon_booking_cancelled(inputs)
});