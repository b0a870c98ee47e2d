/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Companies_TitleInputs */

const en_companies_title = /** @type {(inputs: Companies_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company accounts`)
};

const sw_companies_title = /** @type {(inputs: Companies_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti za kampuni`)
};

/**
* | output |
* | --- |
* | "Company accounts" |
*
* @param {Companies_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const companies_title = /** @type {((inputs?: Companies_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Companies_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_companies_title(inputs)
	return en_companies_title(inputs)
});