/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Mail_Company_Invite_SubjectInputs */

const en_mail_company_invite_subject = /** @type {(inputs: Mail_Company_Invite_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.company} on Nafasi`)
};

const sw_mail_company_invite_subject = /** @type {(inputs: Mail_Company_Invite_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jiunge na ${i?.company} kwenye Nafasi`)
};

/**
* | output |
* | --- |
* | "Join {company} on Nafasi" |
*
* @param {Mail_Company_Invite_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_invite_subject = /** @type {((inputs: Mail_Company_Invite_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Invite_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_invite_subject(inputs)
	return en_mail_company_invite_subject(inputs)
});