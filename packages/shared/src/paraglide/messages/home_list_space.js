/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_List_SpaceInputs */

const en_home_list_space = /** @type {(inputs: Home_List_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List your space`)
};

const sw_home_list_space = /** @type {(inputs: Home_List_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orodhesha eneo lako`)
};

/**
* | output |
* | --- |
* | "List your space" |
*
* @param {Home_List_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_list_space = /** @type {((inputs?: Home_List_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_List_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_list_space(inputs)
	return en_home_list_space(inputs)
});