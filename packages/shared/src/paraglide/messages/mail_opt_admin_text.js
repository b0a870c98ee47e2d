/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Opt_Admin_TextInputs */

const en_mail_opt_admin_text = /** @type {(inputs: Mail_Opt_Admin_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For admins: listings waiting for approval and owner requests.`)
};

const sw_mail_opt_admin_text = /** @type {(inputs: Mail_Opt_Admin_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa wasimamizi: matangazo yanayosubiri kuidhinishwa na maombi ya wamiliki.`)
};

/**
* | output |
* | --- |
* | "For admins: listings waiting for approval and owner requests." |
*
* @param {Mail_Opt_Admin_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_admin_text = /** @type {((inputs?: Mail_Opt_Admin_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Opt_Admin_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_opt_admin_text(inputs)
	return en_mail_opt_admin_text(inputs)
});