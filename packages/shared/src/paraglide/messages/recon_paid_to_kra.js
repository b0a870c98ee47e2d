/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Paid_To_KraInputs */

const en_recon_paid_to_kra = /** @type {(inputs: Recon_Paid_To_KraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`paid to KRA (VAT or withholding), recorded by an admin`)
};

const sw_recon_paid_to_kra = /** @type {(inputs: Recon_Paid_To_KraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`imelipwa kwa KRA (VAT au kodi ya zuio), imerekodiwa na msimamizi`)
};

/**
* | output |
* | --- |
* | "paid to KRA (VAT or withholding), recorded by an admin" |
*
* @param {Recon_Paid_To_KraInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_paid_to_kra = /** @type {((inputs?: Recon_Paid_To_KraInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Paid_To_KraInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_paid_to_kra(inputs)
	return en_recon_paid_to_kra(inputs)
});