/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_BalanceInputs */

const en_ledger_balance = /** @type {(inputs: Ledger_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

const sw_ledger_balance = /** @type {(inputs: Ledger_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salio`)
};

/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Ledger_BalanceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_balance = /** @type {((inputs?: Ledger_BalanceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_BalanceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_balance(inputs)
	return en_ledger_balance(inputs)
});