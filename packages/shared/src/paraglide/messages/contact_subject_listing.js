/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Subject_ListingInputs */

const en_contact_subject_listing = /** @type {(inputs: Contact_Subject_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing Support`)
};

const sw_contact_subject_listing = /** @type {(inputs: Contact_Subject_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msaada wa Matangazo`)
};

/**
* | output |
* | --- |
* | "Listing Support" |
*
* @param {Contact_Subject_ListingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_listing = /** @type {((inputs?: Contact_Subject_ListingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Subject_ListingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_subject_listing(inputs)
	return en_contact_subject_listing(inputs)
});