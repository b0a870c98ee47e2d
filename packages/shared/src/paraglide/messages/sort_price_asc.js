/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sort_Price_AscInputs */

const en_sort_price_asc = /** @type {(inputs: Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: low to high`)
};

const sw_sort_price_asc = /** @type {(inputs: Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei: chini hadi juu`)
};

/**
* | output |
* | --- |
* | "Price: low to high" |
*
* @param {Sort_Price_AscInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sort_price_asc = /** @type {((inputs?: Sort_Price_AscInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sort_Price_AscInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sort_price_asc(inputs)
	return en_sort_price_asc(inputs)
});