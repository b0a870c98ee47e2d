/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Opt_Reviews_TextInputs */

const en_mail_opt_reviews_text = /** @type {(inputs: Mail_Opt_Reviews_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For hosts: when a guest reviews one of your spaces.`)
};

const sw_mail_opt_reviews_text = /** @type {(inputs: Mail_Opt_Reviews_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa wenyeji: mgeni akitoa maoni kuhusu mojawapo ya maeneo yako.`)
};

/**
* | output |
* | --- |
* | "For hosts: when a guest reviews one of your spaces." |
*
* @param {Mail_Opt_Reviews_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_reviews_text = /** @type {((inputs?: Mail_Opt_Reviews_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Opt_Reviews_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_opt_reviews_text(inputs)
	return en_mail_opt_reviews_text(inputs)
});