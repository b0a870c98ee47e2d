/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_Bank_ReferenceInputs */

const en_admin_refund_bank_reference = /** @type {(inputs: Admin_Refund_Bank_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank reference of the transfer back`)
};

const sw_admin_refund_bank_reference = /** @type {(inputs: Admin_Refund_Bank_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumbukumbu ya benki ya uhamisho wa kurudisha`)
};

/**
* | output |
* | --- |
* | "Bank reference of the transfer back" |
*
* @param {Admin_Refund_Bank_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_bank_reference = /** @type {((inputs?: Admin_Refund_Bank_ReferenceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Bank_ReferenceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refund_bank_reference(inputs)
	return en_admin_refund_bank_reference(inputs)
});