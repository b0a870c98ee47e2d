/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Refund_CodeInputs */

const en_booking_refund_code = /** @type {(inputs: Booking_Refund_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the M-Pesa transaction code of the refund: 10 letters and digits.`)
};

const sw_booking_refund_code = /** @type {(inputs: Booking_Refund_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka msimbo wa muamala wa M-Pesa wa marejesho: herufi na tarakimu 10.`)
};

/**
* | output |
* | --- |
* | "Enter the M-Pesa transaction code of the refund: 10 letters and digits." |
*
* @param {Booking_Refund_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_refund_code = /** @type {((inputs?: Booking_Refund_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Refund_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_refund_code(inputs)
	return en_booking_refund_code(inputs)
});