/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_OwedInputs */

const en_admin_tax_owed = /** @type {(inputs: Admin_Tax_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed`)
};

const sw_admin_tax_owed = /** @type {(inputs: Admin_Tax_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inayodaiwa`)
};

/**
* | output |
* | --- |
* | "Owed" |
*
* @param {Admin_Tax_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_owed = /** @type {((inputs?: Admin_Tax_OwedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_OwedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_owed(inputs)
	return en_admin_tax_owed(inputs)
});