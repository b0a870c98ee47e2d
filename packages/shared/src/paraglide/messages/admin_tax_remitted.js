/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_RemittedInputs */

const en_admin_tax_remitted = /** @type {(inputs: Admin_Tax_RemittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid to KRA`)
};

const sw_admin_tax_remitted = /** @type {(inputs: Admin_Tax_RemittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iliyolipwa KRA`)
};

/**
* | output |
* | --- |
* | "Paid to KRA" |
*
* @param {Admin_Tax_RemittedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_remitted = /** @type {((inputs?: Admin_Tax_RemittedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_RemittedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_remitted(inputs)
	return en_admin_tax_remitted(inputs)
});