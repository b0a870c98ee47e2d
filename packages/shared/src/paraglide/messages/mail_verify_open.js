/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Verify_OpenInputs */

const en_mail_verify_open = /** @type {(inputs: Mail_Verify_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To confirm this address and sign in, open this link within 24 hours (it works once):`)
};

const sw_mail_verify_open = /** @type {(inputs: Mail_Verify_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ili kuthibitisha anwani hii na kuingia, fungua kiungo hiki ndani ya saa 24 (kinafanya kazi mara moja tu):`)
};

/**
* | output |
* | --- |
* | "To confirm this address and sign in, open this link within 24 hours (it works once):" |
*
* @param {Mail_Verify_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_verify_open = /** @type {((inputs?: Mail_Verify_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_verify_open(inputs)
	return en_mail_verify_open(inputs)
});