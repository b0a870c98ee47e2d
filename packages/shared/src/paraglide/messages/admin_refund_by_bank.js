/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_By_BankInputs */

const en_admin_refund_by_bank = /** @type {(inputs: Admin_Refund_By_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It came by bank: send it back by bank transfer to the account it came from.`)
};

const sw_admin_refund_by_bank = /** @type {(inputs: Admin_Refund_By_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ililipwa kwa benki: irudishe kwa uhamisho wa benki kwenye akaunti iliyotoka.`)
};

/**
* | output |
* | --- |
* | "It came by bank: send it back by bank transfer to the account it came from." |
*
* @param {Admin_Refund_By_BankInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_by_bank = /** @type {((inputs?: Admin_Refund_By_BankInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_By_BankInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refund_by_bank(inputs)
	return en_admin_refund_by_bank(inputs)
});