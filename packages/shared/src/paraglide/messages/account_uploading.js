/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_UploadingInputs */

const en_account_uploading = /** @type {(inputs: Account_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading...`)
};

const sw_account_uploading = /** @type {(inputs: Account_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia...`)
};

/**
* | output |
* | --- |
* | "Uploading..." |
*
* @param {Account_UploadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_uploading = /** @type {((inputs?: Account_UploadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_UploadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_account_uploading(inputs)
	return en_account_uploading(inputs)
});