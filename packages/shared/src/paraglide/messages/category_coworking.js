/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_CoworkingInputs */

const en_category_coworking = /** @type {(inputs: Category_CoworkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coworking`)
};

const sw_category_coworking = /** @type {(inputs: Category_CoworkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kazi ya Pamoja`)
};

/**
* | output |
* | --- |
* | "Coworking" |
*
* @param {Category_CoworkingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_coworking = /** @type {((inputs?: Category_CoworkingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_CoworkingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_coworking(inputs)
	return en_category_coworking(inputs)
});