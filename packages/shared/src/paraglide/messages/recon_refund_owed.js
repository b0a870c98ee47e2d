/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Refund_OwedInputs */

const en_recon_refund_owed = /** @type {(inputs: Recon_Refund_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refund owed`)
};

const sw_recon_refund_owed = /** @type {(inputs: Recon_Refund_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`marejesho yanadaiwa`)
};

/**
* | output |
* | --- |
* | "refund owed" |
*
* @param {Recon_Refund_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_refund_owed = /** @type {((inputs?: Recon_Refund_OwedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Refund_OwedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_refund_owed(inputs)
	return en_recon_refund_owed(inputs)
});