/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_UnappliedInputs */

const en_ledger_unapplied = /** @type {(inputs: Ledger_UnappliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received, paying nothing yet`)
};

const sw_ledger_unapplied = /** @type {(inputs: Ledger_UnappliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imepokelewa, bado hailipii chochote`)
};

/**
* | output |
* | --- |
* | "Received, paying nothing yet" |
*
* @param {Ledger_UnappliedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_unapplied = /** @type {((inputs?: Ledger_UnappliedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_UnappliedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_unapplied(inputs)
	return en_ledger_unapplied(inputs)
});