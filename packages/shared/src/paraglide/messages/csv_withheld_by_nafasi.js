/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Withheld_By_NafasiInputs */

const en_csv_withheld_by_nafasi = /** @type {(inputs: Csv_Withheld_By_NafasiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi (digital marketplace)`)
};

const sw_csv_withheld_by_nafasi = /** @type {(inputs: Csv_Withheld_By_NafasiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi (soko la kidijitali)`)
};

/**
* | output |
* | --- |
* | "Nafasi (digital marketplace)" |
*
* @param {Csv_Withheld_By_NafasiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_withheld_by_nafasi = /** @type {((inputs?: Csv_Withheld_By_NafasiInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Withheld_By_NafasiInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_withheld_by_nafasi(inputs)
	return en_csv_withheld_by_nafasi(inputs)
});