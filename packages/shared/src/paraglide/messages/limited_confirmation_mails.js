/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_Confirmation_MailsInputs */

const en_limited_confirmation_mails = /** @type {(inputs: Limited_Confirmation_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confirmation e-mails`)
};

const sw_limited_confirmation_mails = /** @type {(inputs: Limited_Confirmation_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`barua pepe za uthibitisho`)
};

/**
* | output |
* | --- |
* | "confirmation e-mails" |
*
* @param {Limited_Confirmation_MailsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_confirmation_mails = /** @type {((inputs?: Limited_Confirmation_MailsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_Confirmation_MailsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_confirmation_mails(inputs)
	return en_limited_confirmation_mails(inputs)
});