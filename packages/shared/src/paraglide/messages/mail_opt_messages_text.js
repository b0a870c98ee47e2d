/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Opt_Messages_TextInputs */

const en_mail_opt_messages_text = /** @type {(inputs: Mail_Opt_Messages_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When a guest or host writes to you and you have not read it within 10 minutes.`)
};

const sw_mail_opt_messages_text = /** @type {(inputs: Mail_Opt_Messages_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mgeni au mwenyeji akikuandikia na hujasoma ndani ya dakika 10.`)
};

/**
* | output |
* | --- |
* | "When a guest or host writes to you and you have not read it within 10 minutes." |
*
* @param {Mail_Opt_Messages_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_messages_text = /** @type {((inputs?: Mail_Opt_Messages_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Opt_Messages_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_opt_messages_text(inputs)
	return en_mail_opt_messages_text(inputs)
});