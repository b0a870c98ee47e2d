/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_None_HostInputs */

const en_tax_none_host = /** @type {(inputs: Tax_None_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No VAT: this host is not VAT-registered`)
};

const sw_tax_none_host = /** @type {(inputs: Tax_None_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna VAT: mwenyeji huyu hajasajiliwa kwa VAT`)
};

/**
* | output |
* | --- |
* | "No VAT: this host is not VAT-registered" |
*
* @param {Tax_None_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_none_host = /** @type {((inputs?: Tax_None_HostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_None_HostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_none_host(inputs)
	return en_tax_none_host(inputs)
});