/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Opt_AdminInputs */

const en_mail_opt_admin = /** @type {(inputs: Mail_Opt_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin alerts`)
};

const sw_mail_opt_admin = /** @type {(inputs: Mail_Opt_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tahadhari za msimamizi`)
};

/**
* | output |
* | --- |
* | "Admin alerts" |
*
* @param {Mail_Opt_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_admin = /** @type {((inputs?: Mail_Opt_AdminInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Opt_AdminInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_opt_admin(inputs)
	return en_mail_opt_admin(inputs)
});