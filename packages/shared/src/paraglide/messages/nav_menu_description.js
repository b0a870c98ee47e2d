/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Menu_DescriptionInputs */

const en_nav_menu_description = /** @type {(inputs: Nav_Menu_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages of Nafasi`)
};

const sw_nav_menu_description = /** @type {(inputs: Nav_Menu_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kurasa za Nafasi`)
};

/**
* | output |
* | --- |
* | "Pages of Nafasi" |
*
* @param {Nav_Menu_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nav_menu_description = /** @type {((inputs?: Nav_Menu_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Menu_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_nav_menu_description(inputs)
	return en_nav_menu_description(inputs)
});