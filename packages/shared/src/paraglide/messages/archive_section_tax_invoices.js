/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_Tax_InvoicesInputs */

const en_archive_section_tax_invoices = /** @type {(inputs: Archive_Section_Tax_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax invoices and credit notes (KRA eTIMS)`)
};

const sw_archive_section_tax_invoices = /** @type {(inputs: Archive_Section_Tax_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara za kodi na hati za marejesho (KRA eTIMS)`)
};

/**
* | output |
* | --- |
* | "Tax invoices and credit notes (KRA eTIMS)" |
*
* @param {Archive_Section_Tax_InvoicesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_tax_invoices = /** @type {((inputs?: Archive_Section_Tax_InvoicesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_Tax_InvoicesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_tax_invoices(inputs)
	return en_archive_section_tax_invoices(inputs)
});