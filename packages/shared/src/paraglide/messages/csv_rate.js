/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_RateInputs */

const en_csv_rate = /** @type {(inputs: Csv_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withholding rate`)
};

const sw_csv_rate = /** @type {(inputs: Csv_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiwango cha kodi ya zuio`)
};

/**
* | output |
* | --- |
* | "Withholding rate" |
*
* @param {Csv_RateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_rate = /** @type {((inputs?: Csv_RateInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_RateInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_rate(inputs)
	return en_csv_rate(inputs)
});