/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_TaxInputs */

const en_ledger_tax = /** @type {(inputs: Ledger_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax collected`)
};

const sw_ledger_tax = /** @type {(inputs: Ledger_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kodi iliyokusanywa`)
};

/**
* | output |
* | --- |
* | "Tax collected" |
*
* @param {Ledger_TaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_tax = /** @type {((inputs?: Ledger_TaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_TaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_tax(inputs)
	return en_ledger_tax(inputs)
});