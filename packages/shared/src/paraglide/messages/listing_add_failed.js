/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Add_FailedInputs */

const en_listing_add_failed = /** @type {(inputs: Listing_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add space. Please try again.`)
};

const sw_listing_add_failed = /** @type {(inputs: Listing_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuongeza eneo. Tafadhali jaribu tena.`)
};

/**
* | output |
* | --- |
* | "Failed to add space. Please try again." |
*
* @param {Listing_Add_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_add_failed = /** @type {((inputs?: Listing_Add_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Add_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_add_failed(inputs)
	return en_listing_add_failed(inputs)
});