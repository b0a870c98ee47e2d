/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Booking_Page_TitleInputs */

const en_booking_page_title = /** @type {(inputs: Booking_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book ${i?.space}`)
};

const sw_booking_page_title = /** @type {(inputs: Booking_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weka nafasi ${i?.space}`)
};

/**
* | output |
* | --- |
* | "Book {space}" |
*
* @param {Booking_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_page_title = /** @type {((inputs: Booking_Page_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_page_title(inputs)
	return en_booking_page_title(inputs)
});