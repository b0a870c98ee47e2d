/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Delete_FailedInputs */

const en_listing_delete_failed = /** @type {(inputs: Listing_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete space. Please try again.`)
};

const sw_listing_delete_failed = /** @type {(inputs: Listing_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta eneo. Tafadhali jaribu tena.`)
};

/**
* | output |
* | --- |
* | "Failed to delete space. Please try again." |
*
* @param {Listing_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_delete_failed = /** @type {((inputs?: Listing_Delete_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Delete_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_delete_failed(inputs)
	return en_listing_delete_failed(inputs)
});