/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Creative_StudioInputs */

const en_category_creative_studio = /** @type {(inputs: Category_Creative_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creative Studio`)
};

const sw_category_creative_studio = /** @type {(inputs: Category_Creative_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studio ya Ubunifu`)
};

/**
* | output |
* | --- |
* | "Creative Studio" |
*
* @param {Category_Creative_StudioInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_creative_studio = /** @type {((inputs?: Category_Creative_StudioInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Creative_StudioInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_creative_studio(inputs)
	return en_category_creative_studio(inputs)
});