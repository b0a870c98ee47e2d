/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Required_FieldsInputs */

const en_listing_required_fields = /** @type {(inputs: Listing_Required_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill all required fields`)
};

const sw_listing_required_fields = /** @type {(inputs: Listing_Required_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali jaza sehemu zote zinazohitajika`)
};

/**
* | output |
* | --- |
* | "Please fill all required fields" |
*
* @param {Listing_Required_FieldsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_required_fields = /** @type {((inputs?: Listing_Required_FieldsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Required_FieldsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_required_fields(inputs)
	return en_listing_required_fields(inputs)
});