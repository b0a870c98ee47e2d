/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Terms_DescriptionInputs */

const en_page_terms_description = /** @type {(inputs: Page_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The terms for using Nafasi: accounts, bookings and M-Pesa payments, cancellations, owners' duties and liability.`)
};

const sw_page_terms_description = /** @type {(inputs: Page_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masharti ya kutumia Nafasi: akaunti, uhifadhi na malipo ya M-Pesa, kughairi, wajibu wa wamiliki na dhima.`)
};

/**
* | output |
* | --- |
* | "The terms for using Nafasi: accounts, bookings and M-Pesa payments, cancellations, owners' duties and liability." |
*
* @param {Page_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_terms_description = /** @type {((inputs?: Page_Terms_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Terms_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_terms_description(inputs)
	return en_page_terms_description(inputs)
});