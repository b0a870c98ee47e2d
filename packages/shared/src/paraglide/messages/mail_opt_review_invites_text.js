/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Opt_Review_Invites_TextInputs */

const en_mail_opt_review_invites_text = /** @type {(inputs: Mail_Opt_Review_Invites_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An invitation to review a space after your booking.`)
};

const sw_mail_opt_review_invites_text = /** @type {(inputs: Mail_Opt_Review_Invites_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwaliko wa kutoa maoni kuhusu eneo baada ya uhifadhi wako.`)
};

/**
* | output |
* | --- |
* | "An invitation to review a space after your booking." |
*
* @param {Mail_Opt_Review_Invites_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_review_invites_text = /** @type {((inputs?: Mail_Opt_Review_Invites_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Opt_Review_Invites_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_opt_review_invites_text(inputs)
	return en_mail_opt_review_invites_text(inputs)
});