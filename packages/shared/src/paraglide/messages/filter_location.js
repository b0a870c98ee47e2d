/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_LocationInputs */

const en_filter_location = /** @type {(inputs: Filter_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const sw_filter_location = /** @type {(inputs: Filter_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahali`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Filter_LocationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_location = /** @type {((inputs?: Filter_LocationInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_LocationInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_location(inputs)
	return en_filter_location(inputs)
});