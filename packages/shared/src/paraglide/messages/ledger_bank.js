/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_BankInputs */

const en_ledger_bank = /** @type {(inputs: Ledger_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held in the bank`)
};

const sw_ledger_bank = /** @type {(inputs: Ledger_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iliyoko benki`)
};

/**
* | output |
* | --- |
* | "Held in the bank" |
*
* @param {Ledger_BankInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_bank = /** @type {((inputs?: Ledger_BankInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_BankInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_bank(inputs)
	return en_ledger_bank(inputs)
});