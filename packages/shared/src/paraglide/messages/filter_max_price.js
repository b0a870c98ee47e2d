/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_Max_PriceInputs */

const en_filter_max_price = /** @type {(inputs: Filter_Max_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max KSH/hr`)
};

const sw_filter_max_price = /** @type {(inputs: Filter_Max_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KSH/saa juu`)
};

/**
* | output |
* | --- |
* | "Max KSH/hr" |
*
* @param {Filter_Max_PriceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_max_price = /** @type {((inputs?: Filter_Max_PriceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_Max_PriceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_max_price(inputs)
	return en_filter_max_price(inputs)
});