/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Newsletter_TitleInputs */

const en_privacy_newsletter_title = /** @type {(inputs: Privacy_Newsletter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

const sw_privacy_newsletter_title = /** @type {(inputs: Privacy_Newsletter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jarida`)
};

/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Privacy_Newsletter_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_newsletter_title = /** @type {((inputs?: Privacy_Newsletter_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Newsletter_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_newsletter_title(inputs)
	return en_privacy_newsletter_title(inputs)
});