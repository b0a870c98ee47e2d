/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Exists_SubjectInputs */

const en_mail_exists_subject = /** @type {(inputs: Mail_Exists_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have a Nafasi account`)
};

const sw_mail_exists_subject = /** @type {(inputs: Mail_Exists_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tayari una akaunti ya Nafasi`)
};

/**
* | output |
* | --- |
* | "You already have a Nafasi account" |
*
* @param {Mail_Exists_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_exists_subject = /** @type {((inputs?: Mail_Exists_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_exists_subject(inputs)
	return en_mail_exists_subject(inputs)
});