/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Refund_SentInputs */

const en_recon_refund_sent = /** @type {(inputs: Recon_Refund_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refund sent`)
};

const sw_recon_refund_sent = /** @type {(inputs: Recon_Refund_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`marejesho yametumwa`)
};

/**
* | output |
* | --- |
* | "refund sent" |
*
* @param {Recon_Refund_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_refund_sent = /** @type {((inputs?: Recon_Refund_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Refund_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_refund_sent(inputs)
	return en_recon_refund_sent(inputs)
});