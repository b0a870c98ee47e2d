/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_BboxInputs */

const en_search_bbox = /** @type {(inputs: Search_BboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox must be four numbers, minLng,minLat,maxLng,maxLat, with the minimums below the maximums`)
};

const sw_search_bbox = /** @type {(inputs: Search_BboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox lazima iwe namba nne, minLng,minLat,maxLng,maxLat, za chini zikiwa ndogo kuliko za juu`)
};

/**
* | output |
* | --- |
* | "bbox must be four numbers, minLng,minLat,maxLng,maxLat, with the minimums below the maximums" |
*
* @param {Search_BboxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_bbox = /** @type {((inputs?: Search_BboxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_BboxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_search_bbox(inputs)
	return en_search_bbox(inputs)
});