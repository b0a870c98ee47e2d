/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_MailedInputs */

const en_privacy_delete_mailed = /** @type {(inputs: Privacy_Delete_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your e-mail: the link we sent deletes your account.`)
};

const sw_privacy_delete_mailed = /** @type {(inputs: Privacy_Delete_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angalia barua pepe yako: kiungo tulichotuma kinafuta akaunti yako.`)
};

/**
* | output |
* | --- |
* | "Check your e-mail: the link we sent deletes your account." |
*
* @param {Privacy_Delete_MailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_mailed = /** @type {((inputs?: Privacy_Delete_MailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_MailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_mailed(inputs)
	return en_privacy_delete_mailed(inputs)
});