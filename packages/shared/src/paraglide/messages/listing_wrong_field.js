/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Wrong_FieldInputs */

const en_listing_wrong_field = /** @type {(inputs: Listing_Wrong_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send photos in the field "files".`)
};

const sw_listing_wrong_field = /** @type {(inputs: Listing_Wrong_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma picha kwenye sehemu "files".`)
};

/**
* | output |
* | --- |
* | "Send photos in the field \"files\"." |
*
* @param {Listing_Wrong_FieldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_wrong_field = /** @type {((inputs?: Listing_Wrong_FieldInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Wrong_FieldInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_wrong_field(inputs)
	return en_listing_wrong_field(inputs)
});