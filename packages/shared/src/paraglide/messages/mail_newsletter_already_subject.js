/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Already_SubjectInputs */

const en_mail_newsletter_already_subject = /** @type {(inputs: Mail_Newsletter_Already_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already get the Nafasi newsletter`)
};

const sw_mail_newsletter_already_subject = /** @type {(inputs: Mail_Newsletter_Already_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tayari unapokea jarida la Nafasi`)
};

/**
* | output |
* | --- |
* | "You already get the Nafasi newsletter" |
*
* @param {Mail_Newsletter_Already_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_already_subject = /** @type {((inputs?: Mail_Newsletter_Already_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Already_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_newsletter_already_subject(inputs)
	return en_mail_newsletter_already_subject(inputs)
});