/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Ledger_OffInputs */

const en_ledger_off = /** @type {(inputs: Ledger_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ledger is off by ${i?.amount}.`)
};

const sw_ledger_off = /** @type {(inputs: Ledger_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leja ina tofauti ya ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "The ledger is off by {amount}." |
*
* @param {Ledger_OffInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_off = /** @type {((inputs: Ledger_OffInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_OffInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_off(inputs)
	return en_ledger_off(inputs)
});