/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_View_BookingsInputs */

const en_pay_view_bookings = /** @type {(inputs: Pay_View_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View my bookings`)
};

const sw_pay_view_bookings = /** @type {(inputs: Pay_View_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angalia uhifadhi wangu`)
};

/**
* | output |
* | --- |
* | "View my bookings" |
*
* @param {Pay_View_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_view_bookings = /** @type {((inputs?: Pay_View_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_View_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_view_bookings(inputs)
	return en_pay_view_bookings(inputs)
});