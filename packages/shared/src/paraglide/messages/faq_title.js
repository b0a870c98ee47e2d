/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_TitleInputs */

const en_faq_title = /** @type {(inputs: Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frequently asked questions`)
};

const sw_faq_title = /** @type {(inputs: Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maswali yanayoulizwa mara kwa mara`)
};

/**
* | output |
* | --- |
* | "Frequently asked questions" |
*
* @param {Faq_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const faq_title = /** @type {((inputs?: Faq_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_faq_title(inputs)
	return en_faq_title(inputs)
});