/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Mail_Correction_DoneInputs */

const en_mail_correction_done = /** @type {(inputs: Mail_Correction_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We corrected what you asked (${i?.field}).`)
};

const sw_mail_correction_done = /** @type {(inputs: Mail_Correction_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tumesahihisha ulichoomba (${i?.field}).`)
};

/**
* | output |
* | --- |
* | "We corrected what you asked ({field})." |
*
* @param {Mail_Correction_DoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_correction_done = /** @type {((inputs: Mail_Correction_DoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Correction_DoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_correction_done(inputs)
	return en_mail_correction_done(inputs)
});