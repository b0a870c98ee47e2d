/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Method_Mpesa_HintInputs */

const en_pay_method_mpesa_hint = /** @type {(inputs: Pay_Method_Mpesa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay from your phone`)
};

const sw_pay_method_mpesa_hint = /** @type {(inputs: Pay_Method_Mpesa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lipa kwa simu yako`)
};

/**
* | output |
* | --- |
* | "Pay from your phone" |
*
* @param {Pay_Method_Mpesa_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_method_mpesa_hint = /** @type {((inputs?: Pay_Method_Mpesa_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Method_Mpesa_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_method_mpesa_hint(inputs)
	return en_pay_method_mpesa_hint(inputs)
});