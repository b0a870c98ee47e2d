/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Decline_ReasonInputs */

const en_booking_decline_reason = /** @type {(inputs: Booking_Decline_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell the guest why, in a few words.`)
};

const sw_booking_decline_reason = /** @type {(inputs: Booking_Decline_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mweleze mgeni sababu, kwa maneno machache.`)
};

/**
* | output |
* | --- |
* | "Tell the guest why, in a few words." |
*
* @param {Booking_Decline_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_decline_reason = /** @type {((inputs?: Booking_Decline_ReasonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Decline_ReasonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_decline_reason(inputs)
	return en_booking_decline_reason(inputs)
});