/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Fact_ReceiptInputs */

const en_notify_fact_receipt = /** @type {(inputs: Notify_Fact_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa receipt`)
};

const sw_notify_fact_receipt = /** @type {(inputs: Notify_Fact_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risiti ya M-Pesa`)
};

/**
* | output |
* | --- |
* | "M-Pesa receipt" |
*
* @param {Notify_Fact_ReceiptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_fact_receipt = /** @type {((inputs?: Notify_Fact_ReceiptInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Fact_ReceiptInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_fact_receipt(inputs)
	return en_notify_fact_receipt(inputs)
});