/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_WithholdingInputs */

const en_earnings_withholding = /** @type {(inputs: Earnings_WithholdingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withholding`)
};

const sw_earnings_withholding = /** @type {(inputs: Earnings_WithholdingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kodi ya zuio`)
};

/**
* | output |
* | --- |
* | "Withholding" |
*
* @param {Earnings_WithholdingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_withholding = /** @type {((inputs?: Earnings_WithholdingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_WithholdingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_withholding(inputs)
	return en_earnings_withholding(inputs)
});