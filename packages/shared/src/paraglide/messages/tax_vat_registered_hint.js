/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Tax_Vat_Registered_HintInputs */

const en_tax_vat_registered_hint = /** @type {(inputs: Tax_Vat_Registered_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bookings made from now on carry VAT at ${i?.percent}%, paid out to you to account for; bookings already made keep their terms.`)
};

const sw_tax_vat_registered_hint = /** @type {(inputs: Tax_Vat_Registered_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi utakaofanywa kuanzia sasa utakuwa na VAT ya ${i?.percent}%, utakayolipwa ili uiwasilishe; uhifadhi uliokwisha fanywa unabaki na masharti yake.`)
};

/**
* | output |
* | --- |
* | "Bookings made from now on carry VAT at {percent}%, paid out to you to account for; bookings already made keep their terms." |
*
* @param {Tax_Vat_Registered_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_vat_registered_hint = /** @type {((inputs: Tax_Vat_Registered_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Vat_Registered_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_vat_registered_hint(inputs)
	return en_tax_vat_registered_hint(inputs)
});