/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Deleted_KeptInputs */

const en_mail_deleted_kept = /** @type {(inputs: Mail_Deleted_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your bookings and invoices stay for five years, as Kenya's tax law requires, without your name, e-mail or phone; your messages, reviews and posts show “A former member”.`)
};

const sw_mail_deleted_kept = /** @type {(inputs: Mail_Deleted_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi zako zilizohifadhiwa na ankara zinabaki kwa miaka mitano, kama sheria ya kodi ya Kenya inavyotaka, bila jina lako, barua pepe au simu; ujumbe wako, maoni na machapisho yanaonyesha “Mwanachama wa zamani”.`)
};

/**
* | output |
* | --- |
* | "Your bookings and invoices stay for five years, as Kenya's tax law requires, without your name, e-mail or phone; your messages, reviews and posts show “A for..." |
*
* @param {Mail_Deleted_KeptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_kept = /** @type {((inputs?: Mail_Deleted_KeptInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Deleted_KeptInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_deleted_kept(inputs)
	return en_mail_deleted_kept(inputs)
});