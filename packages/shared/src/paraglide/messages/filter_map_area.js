/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_Map_AreaInputs */

const en_filter_map_area = /** @type {(inputs: Filter_Map_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the map area`)
};

const sw_filter_map_area = /** @type {(inputs: Filter_Map_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ndani ya eneo la ramani`)
};

/**
* | output |
* | --- |
* | "In the map area" |
*
* @param {Filter_Map_AreaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_map_area = /** @type {((inputs?: Filter_Map_AreaInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_Map_AreaInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_map_area(inputs)
	return en_filter_map_area(inputs)
});