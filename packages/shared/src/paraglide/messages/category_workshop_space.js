/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Workshop_SpaceInputs */

const en_category_workshop_space = /** @type {(inputs: Category_Workshop_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshop Space`)
};

const sw_category_workshop_space = /** @type {(inputs: Category_Workshop_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo la Warsha`)
};

/**
* | output |
* | --- |
* | "Workshop Space" |
*
* @param {Category_Workshop_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_workshop_space = /** @type {((inputs?: Category_Workshop_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Workshop_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_workshop_space(inputs)
	return en_category_workshop_space(inputs)
});