/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Unsubscribe_LinkInputs */

const en_mail_unsubscribe_link = /** @type {(inputs: Mail_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const sw_mail_unsubscribe_link = /** @type {(inputs: Mail_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiondoe`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Mail_Unsubscribe_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_unsubscribe_link = /** @type {((inputs?: Mail_Unsubscribe_LinkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsubscribe_LinkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_unsubscribe_link(inputs)
	return en_mail_unsubscribe_link(inputs)
});