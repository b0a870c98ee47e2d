/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_CollectedInputs */

const en_admin_tax_collected = /** @type {(inputs: Admin_Tax_CollectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collected`)
};

const sw_admin_tax_collected = /** @type {(inputs: Admin_Tax_CollectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iliyokusanywa`)
};

/**
* | output |
* | --- |
* | "Collected" |
*
* @param {Admin_Tax_CollectedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_collected = /** @type {((inputs?: Admin_Tax_CollectedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_CollectedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_collected(inputs)
	return en_admin_tax_collected(inputs)
});