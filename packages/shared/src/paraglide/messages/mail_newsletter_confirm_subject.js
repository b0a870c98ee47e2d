/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Confirm_SubjectInputs */

const en_mail_newsletter_confirm_subject = /** @type {(inputs: Mail_Newsletter_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your Nafasi newsletter subscription`)
};

const sw_mail_newsletter_confirm_subject = /** @type {(inputs: Mail_Newsletter_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha usajili wako wa jarida la Nafasi`)
};

/**
* | output |
* | --- |
* | "Confirm your Nafasi newsletter subscription" |
*
* @param {Mail_Newsletter_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_confirm_subject = /** @type {((inputs?: Mail_Newsletter_Confirm_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Confirm_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_newsletter_confirm_subject(inputs)
	return en_mail_newsletter_confirm_subject(inputs)
});