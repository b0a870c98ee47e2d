/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_OtherInputs */

const en_category_other = /** @type {(inputs: Category_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

const sw_category_other = /** @type {(inputs: Category_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nyingine`)
};

/**
* | output |
* | --- |
* | "Other" |
*
* @param {Category_OtherInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_other = /** @type {((inputs?: Category_OtherInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_OtherInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_other(inputs)
	return en_category_other(inputs)
});