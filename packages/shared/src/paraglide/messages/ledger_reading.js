/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_ReadingInputs */

const en_ledger_reading = /** @type {(inputs: Ledger_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the ledger…`)
};

const sw_ledger_reading = /** @type {(inputs: Ledger_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inasoma leja…`)
};

/**
* | output |
* | --- |
* | "Reading the ledger…" |
*
* @param {Ledger_ReadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_reading = /** @type {((inputs?: Ledger_ReadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_ReadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_reading(inputs)
	return en_ledger_reading(inputs)
});