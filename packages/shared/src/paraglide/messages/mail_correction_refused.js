/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Mail_Correction_RefusedInputs */

const en_mail_correction_refused = /** @type {(inputs: Mail_Correction_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We did not correct what you asked (${i?.field}).`)
};

const sw_mail_correction_refused = /** @type {(inputs: Mail_Correction_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hatukusahihisha ulichoomba (${i?.field}).`)
};

/**
* | output |
* | --- |
* | "We did not correct what you asked ({field})." |
*
* @param {Mail_Correction_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_correction_refused = /** @type {((inputs: Mail_Correction_RefusedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Correction_RefusedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_correction_refused(inputs)
	return en_mail_correction_refused(inputs)
});