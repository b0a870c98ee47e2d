/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_Reset_MailsInputs */

const en_limited_reset_mails = /** @type {(inputs: Limited_Reset_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password reset e-mails`)
};

const sw_limited_reset_mails = /** @type {(inputs: Limited_Reset_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`barua pepe za kubadilisha nenosiri`)
};

/**
* | output |
* | --- |
* | "password reset e-mails" |
*
* @param {Limited_Reset_MailsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_reset_mails = /** @type {((inputs?: Limited_Reset_MailsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_Reset_MailsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_reset_mails(inputs)
	return en_limited_reset_mails(inputs)
});