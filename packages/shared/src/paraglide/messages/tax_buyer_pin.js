/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pin: NonNullable<unknown> }} Tax_Buyer_PinInputs */

const en_tax_buyer_pin = /** @type {(inputs: Tax_Buyer_PinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buyer's KRA PIN: ${i?.pin}`)
};

const sw_tax_buyer_pin = /** @type {(inputs: Tax_Buyer_PinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PIN ya KRA ya mnunuzi: ${i?.pin}`)
};

/**
* | output |
* | --- |
* | "Buyer's KRA PIN: {pin}" |
*
* @param {Tax_Buyer_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_buyer_pin = /** @type {((inputs: Tax_Buyer_PinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Buyer_PinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_buyer_pin(inputs)
	return en_tax_buyer_pin(inputs)
});