/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_Kind_VatInputs */

const en_admin_tax_kind_vat = /** @type {(inputs: Admin_Tax_Kind_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT`)
};

const sw_admin_tax_kind_vat = /** @type {(inputs: Admin_Tax_Kind_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT`)
};

/**
* | output |
* | --- |
* | "VAT" |
*
* @param {Admin_Tax_Kind_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_kind_vat = /** @type {((inputs?: Admin_Tax_Kind_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_Kind_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_kind_vat(inputs)
	return en_admin_tax_kind_vat(inputs)
});