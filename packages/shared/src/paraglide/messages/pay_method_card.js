/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Method_CardInputs */

const en_pay_method_card = /** @type {(inputs: Pay_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit/Debit Card`)
};

const sw_pay_method_card = /** @type {(inputs: Pay_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kadi ya Benki`)
};

/**
* | output |
* | --- |
* | "Credit/Debit Card" |
*
* @param {Pay_Method_CardInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_method_card = /** @type {((inputs?: Pay_Method_CardInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Method_CardInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_method_card(inputs)
	return en_pay_method_card(inputs)
});