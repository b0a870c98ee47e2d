/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_By_MailInputs */

const en_privacy_delete_by_mail = /** @type {(inputs: Privacy_Delete_By_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You sign in with Google: we will e-mail you a link that confirms it.`)
};

const sw_privacy_delete_by_mail = /** @type {(inputs: Privacy_Delete_By_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unaingia kwa Google: tutakutumia kiungo kwa barua pepe cha kuthibitisha.`)
};

/**
* | output |
* | --- |
* | "You sign in with Google: we will e-mail you a link that confirms it." |
*
* @param {Privacy_Delete_By_MailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_by_mail = /** @type {((inputs?: Privacy_Delete_By_MailInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_By_MailInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_by_mail(inputs)
	return en_privacy_delete_by_mail(inputs)
});