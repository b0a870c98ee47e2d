/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Request_ExpiredInputs */

const en_booking_request_expired = /** @type {(inputs: Booking_Request_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host did not answer the request in time.`)
};

const sw_booking_request_expired = /** @type {(inputs: Booking_Request_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji hakujibu ombi kwa wakati.`)
};

/**
* | output |
* | --- |
* | "The host did not answer the request in time." |
*
* @param {Booking_Request_ExpiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_request_expired = /** @type {((inputs?: Booking_Request_ExpiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Request_ExpiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_request_expired(inputs)
	return en_booking_request_expired(inputs)
});