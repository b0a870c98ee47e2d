/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Too_Many_PhotosInputs */

const en_listing_too_many_photos = /** @type {(inputs: Listing_Too_Many_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A space can have at most 20 photos.`)
};

const sw_listing_too_many_photos = /** @type {(inputs: Listing_Too_Many_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo linaweza kuwa na picha 20 tu zaidi.`)
};

/**
* | output |
* | --- |
* | "A space can have at most 20 photos." |
*
* @param {Listing_Too_Many_PhotosInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_too_many_photos = /** @type {((inputs?: Listing_Too_Many_PhotosInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Too_Many_PhotosInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_too_many_photos(inputs)
	return en_listing_too_many_photos(inputs)
});