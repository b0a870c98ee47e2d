/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Partners_DescriptionInputs */

const en_page_partners_description = /** @type {(inputs: Page_Partners_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner with Nafasi as a space provider, technology, corporate or community partner. Meet our partners and send an inquiry.`)
};

const sw_page_partners_description = /** @type {(inputs: Page_Partners_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shirikiana na Nafasi kama mtoa maeneo, mshirika wa teknolojia, kampuni au jumuiya. Kutana na washirika wetu na utume ombi.`)
};

/**
* | output |
* | --- |
* | "Partner with Nafasi as a space provider, technology, corporate or community partner. Meet our partners and send an inquiry." |
*
* @param {Page_Partners_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_partners_description = /** @type {((inputs?: Page_Partners_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_partners_description(inputs)
	return en_page_partners_description(inputs)
});