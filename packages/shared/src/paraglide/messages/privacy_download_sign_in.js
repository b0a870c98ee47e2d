/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Download_Sign_InInputs */

const en_privacy_download_sign_in = /** @type {(inputs: Privacy_Download_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to the account that asked for it: the archive downloads only there.`)
};

const sw_privacy_download_sign_in = /** @type {(inputs: Privacy_Download_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia kwenye akaunti iliyoiomba: kumbukumbu inapakuliwa huko tu.`)
};

/**
* | output |
* | --- |
* | "Sign in to the account that asked for it: the archive downloads only there." |
*
* @param {Privacy_Download_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_download_sign_in = /** @type {((inputs?: Privacy_Download_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Download_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_download_sign_in(inputs)
	return en_privacy_download_sign_in(inputs)
});