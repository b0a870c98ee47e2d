/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_MethodInputs */

const en_pay_method = /** @type {(inputs: Pay_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment method`)
};

const sw_pay_method = /** @type {(inputs: Pay_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Njia ya malipo`)
};

/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Pay_MethodInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_method = /** @type {((inputs?: Pay_MethodInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_MethodInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_method(inputs)
	return en_pay_method(inputs)
});