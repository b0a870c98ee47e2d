/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Deleted_BodyInputs */

const en_mail_deleted_body = /** @type {(inputs: Mail_Deleted_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is deleted and you are signed out everywhere. This is the last mail we send to this address.`)
};

const sw_mail_deleted_body = /** @type {(inputs: Mail_Deleted_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti yako imefutwa na umetolewa kila mahali. Hii ni barua pepe ya mwisho tunayotuma kwa anwani hii.`)
};

/**
* | output |
* | --- |
* | "Your account is deleted and you are signed out everywhere. This is the last mail we send to this address." |
*
* @param {Mail_Deleted_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_body = /** @type {((inputs?: Mail_Deleted_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Deleted_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_deleted_body(inputs)
	return en_mail_deleted_body(inputs)
});