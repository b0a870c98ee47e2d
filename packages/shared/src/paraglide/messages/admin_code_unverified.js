/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Admin_Code_UnverifiedInputs */

const en_admin_code_unverified = /** @type {(inputs: Admin_Code_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code ${i?.code}, not verified by M-Pesa`)
};

const sw_admin_code_unverified = /** @type {(inputs: Admin_Code_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Msimbo ${i?.code}, haujathibitishwa na M-Pesa`)
};

/**
* | output |
* | --- |
* | "Code {code}, not verified by M-Pesa" |
*
* @param {Admin_Code_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_code_unverified = /** @type {((inputs: Admin_Code_UnverifiedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Code_UnverifiedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_code_unverified(inputs)
	return en_admin_code_unverified(inputs)
});