/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_WaysInputs */

const en_partners_ways = /** @type {(inputs: Partners_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ways to partner`)
};

const sw_partners_ways = /** @type {(inputs: Partners_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Njia za kushirikiana`)
};

/**
* | output |
* | --- |
* | "Ways to partner" |
*
* @param {Partners_WaysInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_ways = /** @type {((inputs?: Partners_WaysInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_WaysInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partners_ways(inputs)
	return en_partners_ways(inputs)
});