/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, company: NonNullable<unknown> }} Mail_Company_Invite_BodyInputs */

const en_mail_company_invite_body = /** @type {(inputs: Mail_Company_Invite_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} invites you to book spaces on ${i?.company}'s account on Nafasi. Bookings you make on it are invoiced to the company.`)
};

const sw_mail_company_invite_body = /** @type {(inputs: Mail_Company_Invite_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} anakualika kuhifadhi nafasi kwa akaunti ya ${i?.company} kwenye Nafasi. Uhifadhi utakaofanya kwa akaunti hiyo utatozwa kampuni.`)
};

/**
* | output |
* | --- |
* | "{name} invites you to book spaces on {company}'s account on Nafasi. Bookings you make on it are invoiced to the company." |
*
* @param {Mail_Company_Invite_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_invite_body = /** @type {((inputs: Mail_Company_Invite_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Invite_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_invite_body(inputs)
	return en_mail_company_invite_body(inputs)
});