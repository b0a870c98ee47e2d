/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_AmountInputs */

const en_admin_tax_amount = /** @type {(inputs: Admin_Tax_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (KSH)`)
};

const sw_admin_tax_amount = /** @type {(inputs: Admin_Tax_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiasi (KSH)`)
};

/**
* | output |
* | --- |
* | "Amount (KSH)" |
*
* @param {Admin_Tax_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_amount = /** @type {((inputs?: Admin_Tax_AmountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_AmountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_amount(inputs)
	return en_admin_tax_amount(inputs)
});