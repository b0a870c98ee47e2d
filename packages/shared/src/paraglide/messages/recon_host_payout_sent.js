/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Host_Payout_SentInputs */

const en_recon_host_payout_sent = /** @type {(inputs: Recon_Host_Payout_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`host payout sent`)
};

const sw_recon_host_payout_sent = /** @type {(inputs: Recon_Host_Payout_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`malipo kwa mwenyeji yametumwa`)
};

/**
* | output |
* | --- |
* | "host payout sent" |
*
* @param {Recon_Host_Payout_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_host_payout_sent = /** @type {((inputs?: Recon_Host_Payout_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Host_Payout_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_host_payout_sent(inputs)
	return en_recon_host_payout_sent(inputs)
});