/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_MpesaInputs */

const en_ledger_mpesa = /** @type {(inputs: Ledger_MpesaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held in M-Pesa`)
};

const sw_ledger_mpesa = /** @type {(inputs: Ledger_MpesaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iliyoko M-Pesa`)
};

/**
* | output |
* | --- |
* | "Held in M-Pesa" |
*
* @param {Ledger_MpesaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_mpesa = /** @type {((inputs?: Ledger_MpesaInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_MpesaInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_mpesa(inputs)
	return en_ledger_mpesa(inputs)
});