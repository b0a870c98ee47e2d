/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Confirm_ActionInputs */

const en_mail_newsletter_confirm_action = /** @type {(inputs: Mail_Newsletter_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my subscription`)
};

const sw_mail_newsletter_confirm_action = /** @type {(inputs: Mail_Newsletter_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha usajili wangu`)
};

/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Mail_Newsletter_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_confirm_action = /** @type {((inputs?: Mail_Newsletter_Confirm_ActionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Confirm_ActionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_newsletter_confirm_action(inputs)
	return en_mail_newsletter_confirm_action(inputs)
});