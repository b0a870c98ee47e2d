/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_No_BookingsInputs */

const en_company_no_bookings = /** @type {(inputs: Company_No_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bookings on the account yet`)
};

const sw_company_no_bookings = /** @type {(inputs: Company_No_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna uhifadhi kwa akaunti hii`)
};

/**
* | output |
* | --- |
* | "No bookings on the account yet" |
*
* @param {Company_No_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_no_bookings = /** @type {((inputs?: Company_No_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_No_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_no_bookings(inputs)
	return en_company_no_bookings(inputs)
});