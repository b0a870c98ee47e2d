/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_BankInputs */

const en_admin_bank = /** @type {(inputs: Admin_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank`)
};

const sw_admin_bank = /** @type {(inputs: Admin_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benki`)
};

/**
* | output |
* | --- |
* | "Bank" |
*
* @param {Admin_BankInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_bank = /** @type {((inputs?: Admin_BankInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_BankInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_bank(inputs)
	return en_admin_bank(inputs)
});