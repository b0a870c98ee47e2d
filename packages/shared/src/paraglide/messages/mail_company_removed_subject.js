/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Mail_Company_Removed_SubjectInputs */

const en_mail_company_removed_subject = /** @type {(inputs: Mail_Company_Removed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are no longer a member of ${i?.company}`)
};

const sw_mail_company_removed_subject = /** @type {(inputs: Mail_Company_Removed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wewe si mwanachama wa ${i?.company} tena`)
};

/**
* | output |
* | --- |
* | "You are no longer a member of {company}" |
*
* @param {Mail_Company_Removed_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_removed_subject = /** @type {((inputs: Mail_Company_Removed_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Removed_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_removed_subject(inputs)
	return en_mail_company_removed_subject(inputs)
});