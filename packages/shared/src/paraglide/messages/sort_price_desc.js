/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sort_Price_DescInputs */

const en_sort_price_desc = /** @type {(inputs: Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: high to low`)
};

const sw_sort_price_desc = /** @type {(inputs: Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei: juu hadi chini`)
};

/**
* | output |
* | --- |
* | "Price: high to low" |
*
* @param {Sort_Price_DescInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sort_price_desc = /** @type {((inputs?: Sort_Price_DescInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sort_Price_DescInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sort_price_desc(inputs)
	return en_sort_price_desc(inputs)
});