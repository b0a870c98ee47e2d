/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Admin_Mpesa_CodeInputs */

const en_admin_mpesa_code = /** @type {(inputs: Admin_Mpesa_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa ${i?.code}`)
};

const sw_admin_mpesa_code = /** @type {(inputs: Admin_Mpesa_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa ${i?.code}`)
};

/**
* | output |
* | --- |
* | "M-Pesa {code}" |
*
* @param {Admin_Mpesa_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_mpesa_code = /** @type {((inputs: Admin_Mpesa_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mpesa_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_mpesa_code(inputs)
	return en_admin_mpesa_code(inputs)
});