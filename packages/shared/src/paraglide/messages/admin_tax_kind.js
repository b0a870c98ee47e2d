/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_KindInputs */

const en_admin_tax_kind = /** @type {(inputs: Admin_Tax_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax`)
};

const sw_admin_tax_kind = /** @type {(inputs: Admin_Tax_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kodi`)
};

/**
* | output |
* | --- |
* | "Tax" |
*
* @param {Admin_Tax_KindInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_kind = /** @type {((inputs?: Admin_Tax_KindInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_KindInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_kind(inputs)
	return en_admin_tax_kind(inputs)
});