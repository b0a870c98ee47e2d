/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_DescriptionInputs */

const en_site_home_description = /** @type {(inputs: Site_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book meeting rooms, creative studios, event halls, coworking desks and offices by the hour across Kenya. Pay with M-Pesa.`)
};

const sw_site_home_description = /** @type {(inputs: Site_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nafasi vyumba vya mikutano, studio za ubunifu, kumbi za matukio, madawati ya kazi ya pamoja na ofisi kwa saa kote Kenya. Lipa kwa M-Pesa.`)
};

/**
* | output |
* | --- |
* | "Book meeting rooms, creative studios, event halls, coworking desks and offices by the hour across Kenya. Pay with M-Pesa." |
*
* @param {Site_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const site_home_description = /** @type {((inputs?: Site_Home_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_site_home_description(inputs)
	return en_site_home_description(inputs)
});