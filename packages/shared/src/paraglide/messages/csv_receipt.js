/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_ReceiptInputs */

const en_csv_receipt = /** @type {(inputs: Csv_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa receipt`)
};

const sw_csv_receipt = /** @type {(inputs: Csv_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risiti ya M-Pesa`)
};

/**
* | output |
* | --- |
* | "M-Pesa receipt" |
*
* @param {Csv_ReceiptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_receipt = /** @type {((inputs?: Csv_ReceiptInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_ReceiptInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_receipt(inputs)
	return en_csv_receipt(inputs)
});