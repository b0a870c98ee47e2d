/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Exhibition_SpaceInputs */

const en_category_exhibition_space = /** @type {(inputs: Category_Exhibition_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exhibition Space`)
};

const sw_category_exhibition_space = /** @type {(inputs: Category_Exhibition_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo la Maonyesho`)
};

/**
* | output |
* | --- |
* | "Exhibition Space" |
*
* @param {Category_Exhibition_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_exhibition_space = /** @type {((inputs?: Category_Exhibition_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Exhibition_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_exhibition_space(inputs)
	return en_category_exhibition_space(inputs)
});