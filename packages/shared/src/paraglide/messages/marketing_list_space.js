/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Marketing_List_SpaceInputs */

const en_marketing_list_space = /** @type {(inputs: Marketing_List_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List Your Space`)
};

const sw_marketing_list_space = /** @type {(inputs: Marketing_List_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orodhesha Eneo Lako`)
};

/**
* | output |
* | --- |
* | "List Your Space" |
*
* @param {Marketing_List_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const marketing_list_space = /** @type {((inputs?: Marketing_List_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Marketing_List_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_marketing_list_space(inputs)
	return en_marketing_list_space(inputs)
});