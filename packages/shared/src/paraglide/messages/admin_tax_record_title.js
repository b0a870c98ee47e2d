/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_Record_TitleInputs */

const en_admin_tax_record_title = /** @type {(inputs: Admin_Tax_Record_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record a payment to KRA`)
};

const sw_admin_tax_record_title = /** @type {(inputs: Admin_Tax_Record_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rekodi malipo kwa KRA`)
};

/**
* | output |
* | --- |
* | "Record a payment to KRA" |
*
* @param {Admin_Tax_Record_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_record_title = /** @type {((inputs?: Admin_Tax_Record_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_Record_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_record_title(inputs)
	return en_admin_tax_record_title(inputs)
});