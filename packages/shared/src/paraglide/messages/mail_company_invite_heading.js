/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Mail_Company_Invite_HeadingInputs */

const en_mail_company_invite_heading = /** @type {(inputs: Mail_Company_Invite_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are invited to ${i?.company}`)
};

const sw_mail_company_invite_heading = /** @type {(inputs: Mail_Company_Invite_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umealikwa kwenye ${i?.company}`)
};

/**
* | output |
* | --- |
* | "You are invited to {company}" |
*
* @param {Mail_Company_Invite_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_invite_heading = /** @type {((inputs: Mail_Company_Invite_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Invite_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_invite_heading(inputs)
	return en_mail_company_invite_heading(inputs)
});