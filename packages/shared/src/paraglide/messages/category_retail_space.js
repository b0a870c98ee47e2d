/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Retail_SpaceInputs */

const en_category_retail_space = /** @type {(inputs: Category_Retail_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retail Space`)
};

const sw_category_retail_space = /** @type {(inputs: Category_Retail_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo la Biashara`)
};

/**
* | output |
* | --- |
* | "Retail Space" |
*
* @param {Category_Retail_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_retail_space = /** @type {((inputs?: Category_Retail_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Retail_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_retail_space(inputs)
	return en_category_retail_space(inputs)
});