/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_No_DifferencesInputs */

const en_ledger_no_differences = /** @type {(inputs: Ledger_No_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every M-Pesa transaction is in the ledger with the amount Daraja reported.`)
};

const sw_ledger_no_differences = /** @type {(inputs: Ledger_No_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kila muamala wa M-Pesa uko kwenye leja kwa kiasi ambacho Daraja iliripoti.`)
};

/**
* | output |
* | --- |
* | "Every M-Pesa transaction is in the ledger with the amount Daraja reported." |
*
* @param {Ledger_No_DifferencesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_no_differences = /** @type {((inputs?: Ledger_No_DifferencesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_No_DifferencesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_no_differences(inputs)
	return en_ledger_no_differences(inputs)
});