/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_RecordedInputs */

const en_admin_tax_recorded = /** @type {(inputs: Admin_Tax_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment to KRA recorded.`)
};

const sw_admin_tax_recorded = /** @type {(inputs: Admin_Tax_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo kwa KRA yamerekodiwa.`)
};

/**
* | output |
* | --- |
* | "Payment to KRA recorded." |
*
* @param {Admin_Tax_RecordedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_recorded = /** @type {((inputs?: Admin_Tax_RecordedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_RecordedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_recorded(inputs)
	return en_admin_tax_recorded(inputs)
});