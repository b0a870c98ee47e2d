/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_FeaturedInputs */

const en_home_featured = /** @type {(inputs: Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured Spaces`)
};

const sw_home_featured = /** @type {(inputs: Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maeneo Maarufu`)
};

/**
* | output |
* | --- |
* | "Featured Spaces" |
*
* @param {Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_featured = /** @type {((inputs?: Home_FeaturedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_FeaturedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_featured(inputs)
	return en_home_featured(inputs)
});