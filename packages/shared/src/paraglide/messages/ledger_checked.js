/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Ledger_CheckedInputs */

const en_ledger_checked = /** @type {(inputs: Ledger_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checked ${i?.at}`)
};

const sw_ledger_checked = /** @type {(inputs: Ledger_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imekaguliwa ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Checked {at}" |
*
* @param {Ledger_CheckedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_checked = /** @type {((inputs: Ledger_CheckedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_CheckedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_checked(inputs)
	return en_ledger_checked(inputs)
});