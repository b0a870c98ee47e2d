/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Pay_MpesaInputs */

const en_card_pay_mpesa = /** @type {(inputs: Card_Pay_MpesaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay with M-Pesa`)
};

const sw_card_pay_mpesa = /** @type {(inputs: Card_Pay_MpesaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lipa kwa M-Pesa`)
};

/**
* | output |
* | --- |
* | "Pay with M-Pesa" |
*
* @param {Card_Pay_MpesaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_pay_mpesa = /** @type {((inputs?: Card_Pay_MpesaInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Pay_MpesaInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_pay_mpesa(inputs)
	return en_card_pay_mpesa(inputs)
});