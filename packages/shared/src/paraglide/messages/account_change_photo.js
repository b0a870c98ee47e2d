/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Change_PhotoInputs */

const en_account_change_photo = /** @type {(inputs: Account_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change photo`)
};

const sw_account_change_photo = /** @type {(inputs: Account_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badilisha picha`)
};

/**
* | output |
* | --- |
* | "Change photo" |
*
* @param {Account_Change_PhotoInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_change_photo = /** @type {((inputs?: Account_Change_PhotoInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_PhotoInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_account_change_photo(inputs)
	return en_account_change_photo(inputs)
});