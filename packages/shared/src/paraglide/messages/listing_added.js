/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_AddedInputs */

const en_listing_added = /** @type {(inputs: Listing_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space added successfully!`)
};

const sw_listing_added = /** @type {(inputs: Listing_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo limeongezwa!`)
};

/**
* | output |
* | --- |
* | "Space added successfully!" |
*
* @param {Listing_AddedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_added = /** @type {((inputs?: Listing_AddedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_AddedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_added(inputs)
	return en_listing_added(inputs)
});