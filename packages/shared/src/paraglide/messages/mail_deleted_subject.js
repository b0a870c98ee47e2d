/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Deleted_SubjectInputs */

const en_mail_deleted_subject = /** @type {(inputs: Mail_Deleted_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Nafasi account is deleted`)
};

const sw_mail_deleted_subject = /** @type {(inputs: Mail_Deleted_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti yako ya Nafasi imefutwa`)
};

/**
* | output |
* | --- |
* | "Your Nafasi account is deleted" |
*
* @param {Mail_Deleted_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_subject = /** @type {((inputs?: Mail_Deleted_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Deleted_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_deleted_subject(inputs)
	return en_mail_deleted_subject(inputs)
});