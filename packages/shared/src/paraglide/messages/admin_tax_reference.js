/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_ReferenceInputs */

const en_admin_tax_reference = /** @type {(inputs: Admin_Tax_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KRA payment reference (PRN)`)
};

const sw_admin_tax_reference = /** @type {(inputs: Admin_Tax_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya malipo ya KRA (PRN)`)
};

/**
* | output |
* | --- |
* | "KRA payment reference (PRN)" |
*
* @param {Admin_Tax_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_reference = /** @type {((inputs?: Admin_Tax_ReferenceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_ReferenceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_reference(inputs)
	return en_admin_tax_reference(inputs)
});