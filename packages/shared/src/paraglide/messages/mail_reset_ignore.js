/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_IgnoreInputs */

const en_mail_reset_ignore = /** @type {(inputs: Mail_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not you, ignore this e-mail: your password stays as it is.`)
};

const sw_mail_reset_ignore = /** @type {(inputs: Mail_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kama si wewe, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.`)
};

/**
* | output |
* | --- |
* | "If it was not you, ignore this e-mail: your password stays as it is." |
*
* @param {Mail_Reset_IgnoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_reset_ignore = /** @type {((inputs?: Mail_Reset_IgnoreInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_IgnoreInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_reset_ignore(inputs)
	return en_mail_reset_ignore(inputs)
});