/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Company_Invite_ActionInputs */

const en_mail_company_invite_action = /** @type {(inputs: Mail_Company_Invite_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept the invitation`)
};

const sw_mail_company_invite_action = /** @type {(inputs: Mail_Company_Invite_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kubali mwaliko`)
};

/**
* | output |
* | --- |
* | "Accept the invitation" |
*
* @param {Mail_Company_Invite_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_invite_action = /** @type {((inputs?: Mail_Company_Invite_ActionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Invite_ActionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_invite_action(inputs)
	return en_mail_company_invite_action(inputs)
});