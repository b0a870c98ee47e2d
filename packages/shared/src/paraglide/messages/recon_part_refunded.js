/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Part_RefundedInputs */

const en_recon_part_refunded = /** @type {(inputs: Recon_Part_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`part of a booking refunded`)
};

const sw_recon_part_refunded = /** @type {(inputs: Recon_Part_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sehemu ya uhifadhi imerejeshwa`)
};

/**
* | output |
* | --- |
* | "part of a booking refunded" |
*
* @param {Recon_Part_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_part_refunded = /** @type {((inputs?: Recon_Part_RefundedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Part_RefundedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_part_refunded(inputs)
	return en_recon_part_refunded(inputs)
});