/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Opt_MessagesInputs */

const en_mail_opt_messages = /** @type {(inputs: Mail_Opt_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread messages`)
};

const sw_mail_opt_messages = /** @type {(inputs: Mail_Opt_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumbe ambazo hazijasomwa`)
};

/**
* | output |
* | --- |
* | "Unread messages" |
*
* @param {Mail_Opt_MessagesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_messages = /** @type {((inputs?: Mail_Opt_MessagesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Opt_MessagesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_opt_messages(inputs)
	return en_mail_opt_messages(inputs)
});