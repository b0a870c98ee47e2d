/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Not_Payable_YetInputs */

const en_booking_not_payable_yet = /** @type {(inputs: Booking_Not_Payable_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host has not accepted this request yet. You pay once they do.`)
};

const sw_booking_not_payable_yet = /** @type {(inputs: Booking_Not_Payable_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji bado hajakubali ombi hili. Utalipa akishakubali.`)
};

/**
* | output |
* | --- |
* | "The host has not accepted this request yet. You pay once they do." |
*
* @param {Booking_Not_Payable_YetInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_not_payable_yet = /** @type {((inputs?: Booking_Not_Payable_YetInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Not_Payable_YetInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_not_payable_yet(inputs)
	return en_booking_not_payable_yet(inputs)
});