/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_CategoryInputs */

const en_listing_category = /** @type {(inputs: Listing_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a category from the list.`)
};

const sw_listing_category = /** @type {(inputs: Listing_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua aina kutoka kwenye orodha.`)
};

/**
* | output |
* | --- |
* | "Choose a category from the list." |
*
* @param {Listing_CategoryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_category = /** @type {((inputs?: Listing_CategoryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_CategoryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_category(inputs)
	return en_listing_category(inputs)
});