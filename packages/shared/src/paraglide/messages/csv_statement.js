/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_StatementInputs */

const en_csv_statement = /** @type {(inputs: Csv_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withholding statement`)
};

const sw_csv_statement = /** @type {(inputs: Csv_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa ya kodi ya zuio`)
};

/**
* | output |
* | --- |
* | "Withholding statement" |
*
* @param {Csv_StatementInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_statement = /** @type {((inputs?: Csv_StatementInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_StatementInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_statement(inputs)
	return en_csv_statement(inputs)
});