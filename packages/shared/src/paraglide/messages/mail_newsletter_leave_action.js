/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Leave_ActionInputs */

const en_mail_newsletter_leave_action = /** @type {(inputs: Mail_Newsletter_Leave_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the newsletter`)
};

const sw_mail_newsletter_leave_action = /** @type {(inputs: Mail_Newsletter_Leave_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simamisha jarida`)
};

/**
* | output |
* | --- |
* | "Stop the newsletter" |
*
* @param {Mail_Newsletter_Leave_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_leave_action = /** @type {((inputs?: Mail_Newsletter_Leave_ActionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Leave_ActionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_newsletter_leave_action(inputs)
	return en_mail_newsletter_leave_action(inputs)
});