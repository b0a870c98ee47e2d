/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_BlogInputs */

const en_newsletter_confirm_blog = /** @type {(inputs: Newsletter_Confirm_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the blog`)
};

const sw_newsletter_confirm_blog = /** @type {(inputs: Newsletter_Confirm_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rudi kwenye blogu`)
};

/**
* | output |
* | --- |
* | "Back to the blog" |
*
* @param {Newsletter_Confirm_BlogInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_blog = /** @type {((inputs?: Newsletter_Confirm_BlogInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_BlogInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_newsletter_confirm_blog(inputs)
	return en_newsletter_confirm_blog(inputs)
});