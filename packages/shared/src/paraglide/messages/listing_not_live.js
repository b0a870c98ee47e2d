/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Not_LiveInputs */

const en_listing_not_live = /** @type {(inputs: Listing_Not_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a live space can be paused.`)
};

const sw_listing_not_live = /** @type {(inputs: Listing_Not_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo linalopatikana tu ndilo linaloweza kusitishwa.`)
};

/**
* | output |
* | --- |
* | "Only a live space can be paused." |
*
* @param {Listing_Not_LiveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_not_live = /** @type {((inputs?: Listing_Not_LiveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Not_LiveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_not_live(inputs)
	return en_listing_not_live(inputs)
});