/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pin: NonNullable<unknown> }} Tax_Seller_PinInputs */

const en_tax_seller_pin = /** @type {(inputs: Tax_Seller_PinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seller's KRA PIN: ${i?.pin}`)
};

const sw_tax_seller_pin = /** @type {(inputs: Tax_Seller_PinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PIN ya KRA ya muuzaji: ${i?.pin}`)
};

/**
* | output |
* | --- |
* | "Seller's KRA PIN: {pin}" |
*
* @param {Tax_Seller_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_seller_pin = /** @type {((inputs: Tax_Seller_PinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Seller_PinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_seller_pin(inputs)
	return en_tax_seller_pin(inputs)
});