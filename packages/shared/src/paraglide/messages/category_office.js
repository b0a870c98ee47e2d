/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_OfficeInputs */

const en_category_office = /** @type {(inputs: Category_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

const sw_category_office = /** @type {(inputs: Category_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofisi`)
};

/**
* | output |
* | --- |
* | "Office" |
*
* @param {Category_OfficeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_office = /** @type {((inputs?: Category_OfficeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_OfficeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_office(inputs)
	return en_category_office(inputs)
});