/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Radius_Without_NearInputs */

const en_search_radius_without_near = /** @type {(inputs: Search_Radius_Without_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`radius needs near (where to measure from)`)
};

const sw_search_radius_without_near = /** @type {(inputs: Search_Radius_Without_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`radius inahitaji near (mahali pa kupimia)`)
};

/**
* | output |
* | --- |
* | "radius needs near (where to measure from)" |
*
* @param {Search_Radius_Without_NearInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_radius_without_near = /** @type {((inputs?: Search_Radius_Without_NearInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Radius_Without_NearInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_search_radius_without_near(inputs)
	return en_search_radius_without_near(inputs)
});