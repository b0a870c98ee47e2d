/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_CodeInputs */

const en_admin_refund_code = /** @type {(inputs: Admin_Refund_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa code of the refund`)
};

const sw_admin_refund_code = /** @type {(inputs: Admin_Refund_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimbo wa M-Pesa wa marejesho`)
};

/**
* | output |
* | --- |
* | "M-Pesa code of the refund" |
*
* @param {Admin_Refund_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_code = /** @type {((inputs?: Admin_Refund_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refund_code(inputs)
	return en_admin_refund_code(inputs)
});