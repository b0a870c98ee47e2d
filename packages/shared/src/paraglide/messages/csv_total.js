/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_TotalInputs */

const en_csv_total = /** @type {(inputs: Csv_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const sw_csv_total = /** @type {(inputs: Csv_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Csv_TotalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_total = /** @type {((inputs?: Csv_TotalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_TotalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_total(inputs)
	return en_csv_total(inputs)
});