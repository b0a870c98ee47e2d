/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Opt_ReviewsInputs */

const en_mail_opt_reviews = /** @type {(inputs: Mail_Opt_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New reviews of my spaces`)
};

const sw_mail_opt_reviews = /** @type {(inputs: Mail_Opt_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maoni mapya kuhusu maeneo yangu`)
};

/**
* | output |
* | --- |
* | "New reviews of my spaces" |
*
* @param {Mail_Opt_ReviewsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_reviews = /** @type {((inputs?: Mail_Opt_ReviewsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Opt_ReviewsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_opt_reviews(inputs)
	return en_mail_opt_reviews(inputs)
});