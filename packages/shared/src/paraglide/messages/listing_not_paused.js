/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Not_PausedInputs */

const en_listing_not_paused = /** @type {(inputs: Listing_Not_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This space is not paused.`)
};

const sw_listing_not_paused = /** @type {(inputs: Listing_Not_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo hili halijasitishwa.`)
};

/**
* | output |
* | --- |
* | "This space is not paused." |
*
* @param {Listing_Not_PausedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_not_paused = /** @type {((inputs?: Listing_Not_PausedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Not_PausedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_not_paused(inputs)
	return en_listing_not_paused(inputs)
});