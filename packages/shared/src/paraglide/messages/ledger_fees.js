/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_FeesInputs */

const en_ledger_fees = /** @type {(inputs: Ledger_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi's fees`)
};

const sw_ledger_fees = /** @type {(inputs: Ledger_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ada za Nafasi`)
};

/**
* | output |
* | --- |
* | "Nafasi's fees" |
*
* @param {Ledger_FeesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_fees = /** @type {((inputs?: Ledger_FeesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_FeesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_fees(inputs)
	return en_ledger_fees(inputs)
});