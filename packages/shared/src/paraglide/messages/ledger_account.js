/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_AccountInputs */

const en_ledger_account = /** @type {(inputs: Ledger_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const sw_ledger_account = /** @type {(inputs: Ledger_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti`)
};

/**
* | output |
* | --- |
* | "Account" |
*
* @param {Ledger_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_account = /** @type {((inputs?: Ledger_AccountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_AccountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_account(inputs)
	return en_ledger_account(inputs)
});