/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_VatInputs */

const en_ledger_vat = /** @type {(inputs: Ledger_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT owed to KRA`)
};

const sw_ledger_vat = /** @type {(inputs: Ledger_VatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT inayodaiwa na KRA`)
};

/**
* | output |
* | --- |
* | "VAT owed to KRA" |
*
* @param {Ledger_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_vat = /** @type {((inputs?: Ledger_VatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_VatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_vat(inputs)
	return en_ledger_vat(inputs)
});