/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Bad_OrderInputs */

const en_listing_bad_order = /** @type {(inputs: Listing_Bad_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List every photo of the space exactly once to reorder them.`)
};

const sw_listing_bad_order = /** @type {(inputs: Listing_Bad_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orodhesha kila picha ya eneo mara moja tu ili kuzipanga upya.`)
};

/**
* | output |
* | --- |
* | "List every photo of the space exactly once to reorder them." |
*
* @param {Listing_Bad_OrderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_bad_order = /** @type {((inputs?: Listing_Bad_OrderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Bad_OrderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_bad_order(inputs)
	return en_listing_bad_order(inputs)
});