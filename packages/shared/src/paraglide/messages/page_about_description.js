/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_About_DescriptionInputs */

const en_page_about_description = /** @type {(inputs: Page_About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi connects people in Kenya with meeting rooms, studios, halls, coworking desks and offices by the hour, paid with M-Pesa.`)
};

const sw_page_about_description = /** @type {(inputs: Page_About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi inawaunganisha watu nchini Kenya na vyumba vya mikutano, studio, kumbi, madawati ya kazi ya pamoja na ofisi kwa saa, kwa malipo ya M-Pesa.`)
};

/**
* | output |
* | --- |
* | "Nafasi connects people in Kenya with meeting rooms, studios, halls, coworking desks and offices by the hour, paid with M-Pesa." |
*
* @param {Page_About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_about_description = /** @type {((inputs?: Page_About_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_About_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_about_description(inputs)
	return en_page_about_description(inputs)
});