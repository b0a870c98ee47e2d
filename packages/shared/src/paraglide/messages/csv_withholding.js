/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_WithholdingInputs */

const en_csv_withholding = /** @type {(inputs: Csv_WithholdingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withholding (KSH)`)
};

const sw_csv_withholding = /** @type {(inputs: Csv_WithholdingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kodi ya zuio (KSH)`)
};

/**
* | output |
* | --- |
* | "Withholding (KSH)" |
*
* @param {Csv_WithholdingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_withholding = /** @type {((inputs?: Csv_WithholdingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_WithholdingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_withholding(inputs)
	return en_csv_withholding(inputs)
});