/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_Min_PriceInputs */

const en_filter_min_price = /** @type {(inputs: Filter_Min_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min KSH/hr`)
};

const sw_filter_min_price = /** @type {(inputs: Filter_Min_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KSH/saa chini`)
};

/**
* | output |
* | --- |
* | "Min KSH/hr" |
*
* @param {Filter_Min_PriceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_min_price = /** @type {((inputs?: Filter_Min_PriceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_Min_PriceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_min_price(inputs)
	return en_filter_min_price(inputs)
});