/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Photos_Not_StoredInputs */

const en_listing_photos_not_stored = /** @type {(inputs: Listing_Photos_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photos could not be stored just now. Nothing was added; please try again.`)
};

const sw_listing_photos_not_stored = /** @type {(inputs: Listing_Photos_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picha zako hazikuweza kuhifadhiwa sasa hivi. Hakuna kilichoongezwa; tafadhali jaribu tena.`)
};

/**
* | output |
* | --- |
* | "Your photos could not be stored just now. Nothing was added; please try again." |
*
* @param {Listing_Photos_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_photos_not_stored = /** @type {((inputs?: Listing_Photos_Not_StoredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Photos_Not_StoredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_photos_not_stored(inputs)
	return en_listing_photos_not_stored(inputs)
});