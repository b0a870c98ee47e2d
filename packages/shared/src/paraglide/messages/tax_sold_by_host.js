/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Sold_By_HostInputs */

const en_tax_sold_by_host = /** @type {(inputs: Tax_Sold_By_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold by the host through Nafasi, which collects the payment on their behalf.`)
};

const sw_tax_sold_by_host = /** @type {(inputs: Tax_Sold_By_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeuzwa na mwenyeji kupitia Nafasi, inayopokea malipo kwa niaba yake.`)
};

/**
* | output |
* | --- |
* | "Sold by the host through Nafasi, which collects the payment on their behalf." |
*
* @param {Tax_Sold_By_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_sold_by_host = /** @type {((inputs?: Tax_Sold_By_HostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Sold_By_HostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_sold_by_host(inputs)
	return en_tax_sold_by_host(inputs)
});