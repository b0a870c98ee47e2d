/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_RefundsInputs */

const en_ledger_refunds = /** @type {(inputs: Ledger_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed back to guests`)
};

const sw_ledger_refunds = /** @type {(inputs: Ledger_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inadaiwa na wageni`)
};

/**
* | output |
* | --- |
* | "Owed back to guests" |
*
* @param {Ledger_RefundsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_refunds = /** @type {((inputs?: Ledger_RefundsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_RefundsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_refunds(inputs)
	return en_ledger_refunds(inputs)
});