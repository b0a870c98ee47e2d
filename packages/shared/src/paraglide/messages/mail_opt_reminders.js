/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Opt_RemindersInputs */

const en_mail_opt_reminders = /** @type {(inputs: Mail_Opt_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking reminders`)
};

const sw_mail_opt_reminders = /** @type {(inputs: Mail_Opt_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vikumbusho vya uhifadhi`)
};

/**
* | output |
* | --- |
* | "Booking reminders" |
*
* @param {Mail_Opt_RemindersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_reminders = /** @type {((inputs?: Mail_Opt_RemindersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Opt_RemindersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_opt_reminders(inputs)
	return en_mail_opt_reminders(inputs)
});