/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_PaymentInputs */

const en_admin_payment = /** @type {(inputs: Admin_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

const sw_admin_payment = /** @type {(inputs: Admin_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Admin_PaymentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_payment = /** @type {((inputs?: Admin_PaymentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PaymentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_payment(inputs)
	return en_admin_payment(inputs)
});