/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Correction_SubjectInputs */

const en_mail_correction_subject = /** @type {(inputs: Mail_Correction_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your correction request is answered`)
};

const sw_mail_correction_subject = /** @type {(inputs: Mail_Correction_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi lako la masahihisho limejibiwa`)
};

/**
* | output |
* | --- |
* | "Your correction request is answered" |
*
* @param {Mail_Correction_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_correction_subject = /** @type {((inputs?: Mail_Correction_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Correction_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_correction_subject(inputs)
	return en_mail_correction_subject(inputs)
});