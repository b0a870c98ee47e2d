/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sort_DistanceInputs */

const en_sort_distance = /** @type {(inputs: Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nearest`)
};

const sw_sort_distance = /** @type {(inputs: Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yaliyo karibu zaidi`)
};

/**
* | output |
* | --- |
* | "Nearest" |
*
* @param {Sort_DistanceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sort_distance = /** @type {((inputs?: Sort_DistanceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sort_DistanceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sort_distance(inputs)
	return en_sort_distance(inputs)
});