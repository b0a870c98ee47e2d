/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_No_Space_FieldsInputs */

const en_listing_no_space_fields = /** @type {(inputs: Listing_No_Space_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the space as JSON, or as multipart/form-data with its fields as JSON in the field "space" and its photos in "files".`)
};

const sw_listing_no_space_fields = /** @type {(inputs: Listing_No_Space_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma eneo kama JSON, au kama multipart/form-data yenye sehemu zake kama JSON kwenye sehemu "space" na picha zake kwenye "files".`)
};

/**
* | output |
* | --- |
* | "Send the space as JSON, or as multipart/form-data with its fields as JSON in the field \"space\" and its photos in \"files\"." |
*
* @param {Listing_No_Space_FieldsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_no_space_fields = /** @type {((inputs?: Listing_No_Space_FieldsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_No_Space_FieldsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_no_space_fields(inputs)
	return en_listing_no_space_fields(inputs)
});