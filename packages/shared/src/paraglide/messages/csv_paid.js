/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_PaidInputs */

const en_csv_paid = /** @type {(inputs: Csv_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid (KSH)`)
};

const sw_csv_paid = /** @type {(inputs: Csv_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kilicholipwa (KSH)`)
};

/**
* | output |
* | --- |
* | "Paid (KSH)" |
*
* @param {Csv_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_paid = /** @type {((inputs?: Csv_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_paid(inputs)
	return en_csv_paid(inputs)
});