/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Change_Password_FailedInputs */

const en_account_change_password_failed = /** @type {(inputs: Account_Change_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to change password`)
};

const sw_account_change_password_failed = /** @type {(inputs: Account_Change_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kubadilisha nenosiri`)
};

/**
* | output |
* | --- |
* | "Failed to change password" |
*
* @param {Account_Change_Password_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_change_password_failed = /** @type {((inputs?: Account_Change_Password_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_Password_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_account_change_password_failed(inputs)
	return en_account_change_password_failed(inputs)
});