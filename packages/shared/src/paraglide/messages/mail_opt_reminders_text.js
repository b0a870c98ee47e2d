/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Opt_Reminders_TextInputs */

const en_mail_opt_reminders_text = /** @type {(inputs: Mail_Opt_Reminders_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reminder the day before each booking.`)
};

const sw_mail_opt_reminders_text = /** @type {(inputs: Mail_Opt_Reminders_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kikumbusho siku moja kabla ya kila uhifadhi.`)
};

/**
* | output |
* | --- |
* | "A reminder the day before each booking." |
*
* @param {Mail_Opt_Reminders_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_reminders_text = /** @type {((inputs?: Mail_Opt_Reminders_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Opt_Reminders_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_opt_reminders_text(inputs)
	return en_mail_opt_reminders_text(inputs)
});