/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Bank_TransferInputs */

const en_recon_bank_transfer = /** @type {(inputs: Recon_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank transfer`)
};

const sw_recon_bank_transfer = /** @type {(inputs: Recon_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhamisho wa benki`)
};

/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Recon_Bank_TransferInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_bank_transfer = /** @type {((inputs?: Recon_Bank_TransferInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Bank_TransferInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_bank_transfer(inputs)
	return en_recon_bank_transfer(inputs)
});