/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_WithholdingInputs */

const en_ledger_withholding = /** @type {(inputs: Ledger_WithholdingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withholding owed to KRA`)
};

const sw_ledger_withholding = /** @type {(inputs: Ledger_WithholdingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kodi ya zuio inayodaiwa na KRA`)
};

/**
* | output |
* | --- |
* | "Withholding owed to KRA" |
*
* @param {Ledger_WithholdingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_withholding = /** @type {((inputs?: Ledger_WithholdingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_WithholdingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_withholding(inputs)
	return en_ledger_withholding(inputs)
});