/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_Kind_WithholdingInputs */

const en_admin_tax_kind_withholding = /** @type {(inputs: Admin_Tax_Kind_WithholdingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withholding tax`)
};

const sw_admin_tax_kind_withholding = /** @type {(inputs: Admin_Tax_Kind_WithholdingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kodi ya zuio`)
};

/**
* | output |
* | --- |
* | "Withholding tax" |
*
* @param {Admin_Tax_Kind_WithholdingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_kind_withholding = /** @type {((inputs?: Admin_Tax_Kind_WithholdingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_Kind_WithholdingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_kind_withholding(inputs)
	return en_admin_tax_kind_withholding(inputs)
});