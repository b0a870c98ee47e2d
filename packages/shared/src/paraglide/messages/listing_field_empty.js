/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown>, field: NonNullable<unknown> }} Listing_Field_EmptyInputs */

const en_listing_field_empty = /** @type {(inputs: Listing_Field_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message} (${i?.field} is empty)`)
};

const sw_listing_field_empty = /** @type {(inputs: Listing_Field_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message} (${i?.field} ni tupu)`)
};

/**
* | output |
* | --- |
* | "{message} ({field} is empty)" |
*
* @param {Listing_Field_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_field_empty = /** @type {((inputs: Listing_Field_EmptyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Field_EmptyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_field_empty(inputs)
	return en_listing_field_empty(inputs)
});