/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_UpdatedInputs */

const en_listing_updated = /** @type {(inputs: Listing_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your changes are saved.`)
};

const sw_listing_updated = /** @type {(inputs: Listing_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mabadiliko yako yamehifadhiwa.`)
};

/**
* | output |
* | --- |
* | "Your changes are saved." |
*
* @param {Listing_UpdatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_updated = /** @type {((inputs?: Listing_UpdatedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_UpdatedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_updated(inputs)
	return en_listing_updated(inputs)
});