/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_StatementInputs */

const en_earnings_statement = /** @type {(inputs: Earnings_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withholding statement (CSV)`)
};

const sw_earnings_statement = /** @type {(inputs: Earnings_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa ya kodi ya zuio (CSV)`)
};

/**
* | output |
* | --- |
* | "Withholding statement (CSV)" |
*
* @param {Earnings_StatementInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_statement = /** @type {((inputs?: Earnings_StatementInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_StatementInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_statement(inputs)
	return en_earnings_statement(inputs)
});