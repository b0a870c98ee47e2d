/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Ledger_DifferencesInputs */

const en_ledger_differences = /** @type {(inputs: Ledger_DifferencesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Differences from M-Pesa (${i?.count})`)
};

const sw_ledger_differences = /** @type {(inputs: Ledger_DifferencesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tofauti na M-Pesa (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Differences from M-Pesa ({count})" |
*
* @param {Ledger_DifferencesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_differences = /** @type {((inputs: Ledger_DifferencesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_DifferencesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_differences(inputs)
	return en_ledger_differences(inputs)
});