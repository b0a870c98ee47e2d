/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Goes_AccountInputs */

const en_privacy_delete_goes_account = /** @type {(inputs: Privacy_Delete_Goes_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, e-mail address, phone numbers, photo and password`)
};

const sw_privacy_delete_goes_account = /** @type {(inputs: Privacy_Delete_Goes_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina lako, anwani ya barua pepe, nambari za simu, picha na nenosiri`)
};

/**
* | output |
* | --- |
* | "Your name, e-mail address, phone numbers, photo and password" |
*
* @param {Privacy_Delete_Goes_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_goes_account = /** @type {((inputs?: Privacy_Delete_Goes_AccountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Goes_AccountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_goes_account(inputs)
	return en_privacy_delete_goes_account(inputs)
});