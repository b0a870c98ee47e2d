/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Push_PaidInputs */

const en_recon_push_paid = /** @type {(inputs: Recon_Push_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa push paid`)
};

const sw_recon_push_paid = /** @type {(inputs: Recon_Push_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`malipo ya M-Pesa kwa simu yamelipwa`)
};

/**
* | output |
* | --- |
* | "M-Pesa push paid" |
*
* @param {Recon_Push_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_push_paid = /** @type {((inputs?: Recon_Push_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Push_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_push_paid(inputs)
	return en_recon_push_paid(inputs)
});