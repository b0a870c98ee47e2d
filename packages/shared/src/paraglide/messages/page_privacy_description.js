/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Privacy_DescriptionInputs */

const en_page_privacy_description = /** @type {(inputs: Page_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What personal data Nafasi collects, why, who sees it, how long it is kept, and your rights under Kenya's Data Protection Act.`)
};

const sw_page_privacy_description = /** @type {(inputs: Page_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data binafsi ambayo Nafasi hukusanya, kwa nini, nani huiona, huhifadhiwa kwa muda gani, na haki zako chini ya Sheria ya Ulinzi wa Data ya Kenya.`)
};

/**
* | output |
* | --- |
* | "What personal data Nafasi collects, why, who sees it, how long it is kept, and your rights under Kenya's Data Protection Act." |
*
* @param {Page_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_privacy_description = /** @type {((inputs?: Page_Privacy_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Privacy_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_privacy_description(inputs)
	return en_page_privacy_description(inputs)
});