/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_NoneInputs */

const en_admin_tax_none = /** @type {(inputs: Admin_Tax_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing paid to KRA for this month yet.`)
};

const sw_admin_tax_none = /** @type {(inputs: Admin_Tax_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna kilicholipwa KRA kwa mwezi huu.`)
};

/**
* | output |
* | --- |
* | "Nothing paid to KRA for this month yet." |
*
* @param {Admin_Tax_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_none = /** @type {((inputs?: Admin_Tax_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_none(inputs)
	return en_admin_tax_none(inputs)
});