/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Status_LiveInputs */

const en_listing_status_live = /** @type {(inputs: Listing_Status_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live`)
};

const sw_listing_status_live = /** @type {(inputs: Listing_Status_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linapatikana`)
};

/**
* | output |
* | --- |
* | "Live" |
*
* @param {Listing_Status_LiveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_status_live = /** @type {((inputs?: Listing_Status_LiveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Status_LiveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_status_live(inputs)
	return en_listing_status_live(inputs)
});