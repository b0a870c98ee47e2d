/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_BalancesInputs */

const en_ledger_balances = /** @type {(inputs: Ledger_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ledger balances.`)
};

const sw_ledger_balances = /** @type {(inputs: Ledger_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leja inalingana.`)
};

/**
* | output |
* | --- |
* | "The ledger balances." |
*
* @param {Ledger_BalancesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_balances = /** @type {((inputs?: Ledger_BalancesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_BalancesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_balances(inputs)
	return en_ledger_balances(inputs)
});