/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Details_TextInputs */

const en_tax_details_text = /** @type {(inputs: Tax_Details_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your KRA PIN and, for a company, its name, printed on your invoices so your accountant can claim them. Hosts also say whether they are VAT-registered: guests then pay VAT on your bookings.`)
};

const sw_tax_details_text = /** @type {(inputs: Tax_Details_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN yako ya KRA na, kwa kampuni, jina lake, vinachapishwa kwenye ankara zako ili mhasibu wako aweze kuzidai. Wenyeji pia husema kama wamesajiliwa kwa VAT: wageni kisha hulipa VAT kwa uhifadhi wako.`)
};

/**
* | output |
* | --- |
* | "Your KRA PIN and, for a company, its name, printed on your invoices so your accountant can claim them. Hosts also say whether they are VAT-registered: guests..." |
*
* @param {Tax_Details_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_details_text = /** @type {((inputs?: Tax_Details_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Details_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_details_text(inputs)
	return en_tax_details_text(inputs)
});