/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Mail_Company_Invite_ExpiresInputs */

const en_mail_company_invite_expires = /** @type {(inputs: Mail_Company_Invite_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link works once and for ${i?.days} days. Sign in (or create an account) with this e-mail address to accept.`)
};

const sw_mail_company_invite_expires = /** @type {(inputs: Mail_Company_Invite_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kiungo kinafanya kazi mara moja na kwa siku ${i?.days}. Ingia (au fungua akaunti) kwa barua pepe hii ili kukubali.`)
};

/**
* | output |
* | --- |
* | "The link works once and for {days} days. Sign in (or create an account) with this e-mail address to accept." |
*
* @param {Mail_Company_Invite_ExpiresInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_invite_expires = /** @type {((inputs: Mail_Company_Invite_ExpiresInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Invite_ExpiresInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_invite_expires(inputs)
	return en_mail_company_invite_expires(inputs)
});