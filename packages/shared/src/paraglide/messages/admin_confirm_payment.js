/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Confirm_PaymentInputs */

const en_admin_confirm_payment = /** @type {(inputs: Admin_Confirm_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm payment`)
};

const sw_admin_confirm_payment = /** @type {(inputs: Admin_Confirm_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha malipo`)
};

/**
* | output |
* | --- |
* | "Confirm payment" |
*
* @param {Admin_Confirm_PaymentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_confirm_payment = /** @type {((inputs?: Admin_Confirm_PaymentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Confirm_PaymentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_confirm_payment(inputs)
	return en_admin_confirm_payment(inputs)
});