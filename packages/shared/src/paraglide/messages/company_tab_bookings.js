/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Tab_BookingsInputs */

const en_company_tab_bookings = /** @type {(inputs: Company_Tab_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

const sw_company_tab_bookings = /** @type {(inputs: Company_Tab_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi`)
};

/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Company_Tab_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_tab_bookings = /** @type {((inputs?: Company_Tab_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Tab_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_tab_bookings(inputs)
	return en_company_tab_bookings(inputs)
});