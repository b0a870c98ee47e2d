/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Delete_Confirm_SubjectInputs */

const en_mail_delete_confirm_subject = /** @type {(inputs: Mail_Delete_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm deleting your Nafasi account`)
};

const sw_mail_delete_confirm_subject = /** @type {(inputs: Mail_Delete_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha kufuta akaunti yako ya Nafasi`)
};

/**
* | output |
* | --- |
* | "Confirm deleting your Nafasi account" |
*
* @param {Mail_Delete_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_delete_confirm_subject = /** @type {((inputs?: Mail_Delete_Confirm_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_Confirm_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_delete_confirm_subject(inputs)
	return en_mail_delete_confirm_subject(inputs)
});