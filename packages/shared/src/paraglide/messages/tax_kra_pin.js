/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Kra_PinInputs */

const en_tax_kra_pin = /** @type {(inputs: Tax_Kra_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KRA PIN`)
};

const sw_tax_kra_pin = /** @type {(inputs: Tax_Kra_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN ya KRA`)
};

/**
* | output |
* | --- |
* | "KRA PIN" |
*
* @param {Tax_Kra_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_kra_pin = /** @type {((inputs?: Tax_Kra_PinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Kra_PinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_kra_pin(inputs)
	return en_tax_kra_pin(inputs)
});