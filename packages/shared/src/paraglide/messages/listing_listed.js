/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_ListedInputs */

const en_listing_listed = /** @type {(inputs: Listing_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space listed successfully! It will be available after admin approval.`)
};

const sw_listing_listed = /** @type {(inputs: Listing_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo limeorodheshwa! Litapatikana baada ya msimamizi kuliidhinisha.`)
};

/**
* | output |
* | --- |
* | "Space listed successfully! It will be available after admin approval." |
*
* @param {Listing_ListedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_listed = /** @type {((inputs?: Listing_ListedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_ListedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_listed(inputs)
	return en_listing_listed(inputs)
});