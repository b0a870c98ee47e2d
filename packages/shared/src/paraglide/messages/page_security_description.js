/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Security_DescriptionInputs */

const en_page_security_description = /** @type {(inputs: Page_Security_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Nafasi protects accounts, bookings and M-Pesa payments, the standards it follows, and how to report a security issue.`)
};

const sw_page_security_description = /** @type {(inputs: Page_Security_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jinsi Nafasi inavyolinda akaunti, uhifadhi na malipo ya M-Pesa, viwango tunavyofuata, na jinsi ya kuripoti tatizo la usalama.`)
};

/**
* | output |
* | --- |
* | "How Nafasi protects accounts, bookings and M-Pesa payments, the standards it follows, and how to report a security issue." |
*
* @param {Page_Security_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_security_description = /** @type {((inputs?: Page_Security_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Security_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_security_description(inputs)
	return en_page_security_description(inputs)
});