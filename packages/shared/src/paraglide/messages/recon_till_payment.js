/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Till_PaymentInputs */

const en_recon_till_payment = /** @type {(inputs: Recon_Till_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`till payment`)
};

const sw_recon_till_payment = /** @type {(inputs: Recon_Till_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`malipo ya till`)
};

/**
* | output |
* | --- |
* | "till payment" |
*
* @param {Recon_Till_PaymentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_till_payment = /** @type {((inputs?: Recon_Till_PaymentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Till_PaymentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_till_payment(inputs)
	return en_recon_till_payment(inputs)
});