/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_Location_RefusedInputs */

const en_filter_location_refused = /** @type {(inputs: Filter_Location_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not get your location. Allow it in your browser, or type an area under Location.`)
};

const sw_filter_location_refused = /** @type {(inputs: Filter_Location_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hatukuweza kupata mahali ulipo. Ruhusu kwenye kivinjari chako, au andika eneo chini ya Mahali.`)
};

/**
* | output |
* | --- |
* | "We could not get your location. Allow it in your browser, or type an area under Location." |
*
* @param {Filter_Location_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_location_refused = /** @type {((inputs?: Filter_Location_RefusedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_Location_RefusedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_location_refused(inputs)
	return en_filter_location_refused(inputs)
});