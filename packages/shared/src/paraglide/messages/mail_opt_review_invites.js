/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Opt_Review_InvitesInputs */

const en_mail_opt_review_invites = /** @type {(inputs: Mail_Opt_Review_InvitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review invitations`)
};

const sw_mail_opt_review_invites = /** @type {(inputs: Mail_Opt_Review_InvitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mialiko ya kutoa maoni`)
};

/**
* | output |
* | --- |
* | "Review invitations" |
*
* @param {Mail_Opt_Review_InvitesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_review_invites = /** @type {((inputs?: Mail_Opt_Review_InvitesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Opt_Review_InvitesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_opt_review_invites(inputs)
	return en_mail_opt_review_invites(inputs)
});