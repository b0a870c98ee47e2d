/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_Location_PlaceholderInputs */

const en_filter_location_placeholder = /** @type {(inputs: Filter_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Westlands`)
};

const sw_filter_location_placeholder = /** @type {(inputs: Filter_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mf. Westlands`)
};

/**
* | output |
* | --- |
* | "e.g. Westlands" |
*
* @param {Filter_Location_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_location_placeholder = /** @type {((inputs?: Filter_Location_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_Location_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_location_placeholder(inputs)
	return en_filter_location_placeholder(inputs)
});