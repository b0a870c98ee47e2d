/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Exists_IgnoreInputs */

const en_mail_exists_ignore = /** @type {(inputs: Mail_Exists_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not you, ignore this e-mail.`)
};

const sw_mail_exists_ignore = /** @type {(inputs: Mail_Exists_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kama si wewe, puuza barua pepe hii.`)
};

/**
* | output |
* | --- |
* | "If it was not you, ignore this e-mail." |
*
* @param {Mail_Exists_IgnoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_exists_ignore = /** @type {((inputs?: Mail_Exists_IgnoreInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_IgnoreInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_exists_ignore(inputs)
	return en_mail_exists_ignore(inputs)
});