/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_CompaniesInputs */

const en_menu_companies = /** @type {(inputs: Menu_CompaniesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company accounts`)
};

const sw_menu_companies = /** @type {(inputs: Menu_CompaniesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti za kampuni`)
};

/**
* | output |
* | --- |
* | "Company accounts" |
*
* @param {Menu_CompaniesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_companies = /** @type {((inputs?: Menu_CompaniesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CompaniesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_menu_companies(inputs)
	return en_menu_companies(inputs)
});