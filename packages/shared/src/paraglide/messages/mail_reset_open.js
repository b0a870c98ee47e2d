/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_OpenInputs */

const en_mail_reset_open = /** @type {(inputs: Mail_Reset_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To choose a new password, open this link within one hour (it works once):`)
};

const sw_mail_reset_open = /** @type {(inputs: Mail_Reset_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ili kuchagua nenosiri jipya, fungua kiungo hiki ndani ya saa moja (kinafanya kazi mara moja tu):`)
};

/**
* | output |
* | --- |
* | "To choose a new password, open this link within one hour (it works once):" |
*
* @param {Mail_Reset_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_reset_open = /** @type {((inputs?: Mail_Reset_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_reset_open(inputs)
	return en_mail_reset_open(inputs)
});