/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Unsubscribe_BeforeInputs */

const en_mail_unsubscribe_before = /** @type {(inputs: Mail_Unsubscribe_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don’t want these e-mails?`)
};

const sw_mail_unsubscribe_before = /** @type {(inputs: Mail_Unsubscribe_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hutaki barua pepe hizi?`)
};

/**
* | output |
* | --- |
* | "Don’t want these e-mails?" |
*
* @param {Mail_Unsubscribe_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_unsubscribe_before = /** @type {((inputs?: Mail_Unsubscribe_BeforeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsubscribe_BeforeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_unsubscribe_before(inputs)
	return en_mail_unsubscribe_before(inputs)
});