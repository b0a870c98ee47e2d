/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_Statement_MonthInputs */

const en_earnings_statement_month = /** @type {(inputs: Earnings_Statement_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

const sw_earnings_statement_month = /** @type {(inputs: Earnings_Statement_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwezi`)
};

/**
* | output |
* | --- |
* | "Month" |
*
* @param {Earnings_Statement_MonthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_statement_month = /** @type {((inputs?: Earnings_Statement_MonthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Statement_MonthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_statement_month(inputs)
	return en_earnings_statement_month(inputs)
});