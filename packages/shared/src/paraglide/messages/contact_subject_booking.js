/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Subject_BookingInputs */

const en_contact_subject_booking = /** @type {(inputs: Contact_Subject_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking Support`)
};

const sw_contact_subject_booking = /** @type {(inputs: Contact_Subject_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msaada wa Uhifadhi`)
};

/**
* | output |
* | --- |
* | "Booking Support" |
*
* @param {Contact_Subject_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_booking = /** @type {((inputs?: Contact_Subject_BookingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Subject_BookingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_subject_booking(inputs)
	return en_contact_subject_booking(inputs)
});