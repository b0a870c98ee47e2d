/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_CsvInputs */

const en_earnings_csv = /** @type {(inputs: Earnings_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const sw_earnings_csv = /** @type {(inputs: Earnings_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakua CSV`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Earnings_CsvInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_csv = /** @type {((inputs?: Earnings_CsvInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_CsvInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_csv(inputs)
	return en_earnings_csv(inputs)
});