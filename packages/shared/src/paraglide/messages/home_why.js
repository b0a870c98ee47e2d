/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_WhyInputs */

const en_home_why = /** @type {(inputs: Home_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why choose Nafasi`)
};

const sw_home_why = /** @type {(inputs: Home_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa nini uchague Nafasi`)
};

/**
* | output |
* | --- |
* | "Why choose Nafasi" |
*
* @param {Home_WhyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_why = /** @type {((inputs?: Home_WhyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_WhyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_why(inputs)
	return en_home_why(inputs)
});