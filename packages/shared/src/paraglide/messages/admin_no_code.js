/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_CodeInputs */

const en_admin_no_code = /** @type {(inputs: Admin_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No M-Pesa code yet`)
};

const sw_admin_no_code = /** @type {(inputs: Admin_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna msimbo wa M-Pesa`)
};

/**
* | output |
* | --- |
* | "No M-Pesa code yet" |
*
* @param {Admin_No_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_no_code = /** @type {((inputs?: Admin_No_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_no_code(inputs)
	return en_admin_no_code(inputs)
});