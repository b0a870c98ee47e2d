/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Paybill_PaymentInputs */

const en_recon_paybill_payment = /** @type {(inputs: Recon_Paybill_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`paybill payment`)
};

const sw_recon_paybill_payment = /** @type {(inputs: Recon_Paybill_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`malipo ya paybill`)
};

/**
* | output |
* | --- |
* | "paybill payment" |
*
* @param {Recon_Paybill_PaymentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_paybill_payment = /** @type {((inputs?: Recon_Paybill_PaymentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Paybill_PaymentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_paybill_payment(inputs)
	return en_recon_paybill_payment(inputs)
});