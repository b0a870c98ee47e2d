/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Distance_Without_NearInputs */

const en_search_distance_without_near = /** @type {(inputs: Search_Distance_Without_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sort=distance needs near (where to measure from)`)
};

const sw_search_distance_without_near = /** @type {(inputs: Search_Distance_Without_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sort=distance inahitaji near (mahali pa kupimia)`)
};

/**
* | output |
* | --- |
* | "sort=distance needs near (where to measure from)" |
*
* @param {Search_Distance_Without_NearInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_distance_without_near = /** @type {((inputs?: Search_Distance_Without_NearInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Distance_Without_NearInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_search_distance_without_near(inputs)
	return en_search_distance_without_near(inputs)
});