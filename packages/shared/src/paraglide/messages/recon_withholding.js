/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_WithholdingInputs */

const en_recon_withholding = /** @type {(inputs: Recon_WithholdingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`withholding on a payout`)
};

const sw_recon_withholding = /** @type {(inputs: Recon_WithholdingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kodi ya zuio kwenye malipo`)
};

/**
* | output |
* | --- |
* | "withholding on a payout" |
*
* @param {Recon_WithholdingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_withholding = /** @type {((inputs?: Recon_WithholdingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_WithholdingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_withholding(inputs)
	return en_recon_withholding(inputs)
});