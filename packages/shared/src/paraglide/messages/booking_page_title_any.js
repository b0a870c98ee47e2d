/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Title_AnyInputs */

const en_booking_page_title_any = /** @type {(inputs: Booking_Page_Title_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a space`)
};

const sw_booking_page_title_any = /** @type {(inputs: Booking_Page_Title_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nafasi`)
};

/**
* | output |
* | --- |
* | "Book a space" |
*
* @param {Booking_Page_Title_AnyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_page_title_any = /** @type {((inputs?: Booking_Page_Title_AnyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Title_AnyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_page_title_any(inputs)
	return en_booking_page_title_any(inputs)
});