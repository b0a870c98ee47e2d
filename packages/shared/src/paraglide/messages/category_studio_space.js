/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Studio_SpaceInputs */

const en_category_studio_space = /** @type {(inputs: Category_Studio_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studio Space`)
};

const sw_category_studio_space = /** @type {(inputs: Category_Studio_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo la Studio`)
};

/**
* | output |
* | --- |
* | "Studio Space" |
*
* @param {Category_Studio_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_studio_space = /** @type {((inputs?: Category_Studio_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Studio_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_studio_space(inputs)
	return en_category_studio_space(inputs)
});