/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_FeeInputs */

const en_csv_fee = /** @type {(inputs: Csv_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi fee (KSH)`)
};

const sw_csv_fee = /** @type {(inputs: Csv_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ada ya Nafasi (KSH)`)
};

/**
* | output |
* | --- |
* | "Nafasi fee (KSH)" |
*
* @param {Csv_FeeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_fee = /** @type {((inputs?: Csv_FeeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_FeeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_fee(inputs)
	return en_csv_fee(inputs)
});