/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_RecordInputs */

const en_admin_tax_record = /** @type {(inputs: Admin_Tax_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record payment`)
};

const sw_admin_tax_record = /** @type {(inputs: Admin_Tax_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rekodi malipo`)
};

/**
* | output |
* | --- |
* | "Record payment" |
*
* @param {Admin_Tax_RecordInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_record = /** @type {((inputs?: Admin_Tax_RecordInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_RecordInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_record(inputs)
	return en_admin_tax_record(inputs)
});