/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_Near_MeInputs */

const en_filter_near_me = /** @type {(inputs: Filter_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Near me`)
};

const sw_filter_near_me = /** @type {(inputs: Filter_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karibu nami`)
};

/**
* | output |
* | --- |
* | "Near me" |
*
* @param {Filter_Near_MeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_near_me = /** @type {((inputs?: Filter_Near_MeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_Near_MeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_near_me(inputs)
	return en_filter_near_me(inputs)
});