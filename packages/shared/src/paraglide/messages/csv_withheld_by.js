/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Withheld_ByInputs */

const en_csv_withheld_by = /** @type {(inputs: Csv_Withheld_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withheld by`)
};

const sw_csv_withheld_by = /** @type {(inputs: Csv_Withheld_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imekatwa na`)
};

/**
* | output |
* | --- |
* | "Withheld by" |
*
* @param {Csv_Withheld_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_withheld_by = /** @type {((inputs?: Csv_Withheld_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Withheld_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_withheld_by(inputs)
	return en_csv_withheld_by(inputs)
});