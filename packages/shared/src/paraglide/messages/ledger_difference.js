/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reported: NonNullable<unknown>, ledger: NonNullable<unknown> }} Ledger_DifferenceInputs */

const en_ledger_difference = /** @type {(inputs: Ledger_DifferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa reported ${i?.reported}; the ledger has ${i?.ledger}.`)
};

const sw_ledger_difference = /** @type {(inputs: Ledger_DifferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa iliripoti ${i?.reported}; leja ina ${i?.ledger}.`)
};

/**
* | output |
* | --- |
* | "M-Pesa reported {reported}; the ledger has {ledger}." |
*
* @param {Ledger_DifferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_difference = /** @type {((inputs: Ledger_DifferenceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_DifferenceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_difference(inputs)
	return en_ledger_difference(inputs)
});