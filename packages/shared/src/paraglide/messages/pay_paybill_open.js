/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Paybill_OpenInputs */

const en_pay_paybill_open = /** @type {(inputs: Pay_Paybill_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On your phone, open M-Pesa, choose Lipa na M-Pesa, then Pay Bill.`)
};

const sw_pay_paybill_open = /** @type {(inputs: Pay_Paybill_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwenye simu yako, fungua M-Pesa, chagua Lipa na M-Pesa, kisha Pay Bill.`)
};

/**
* | output |
* | --- |
* | "On your phone, open M-Pesa, choose Lipa na M-Pesa, then Pay Bill." |
*
* @param {Pay_Paybill_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_open = /** @type {((inputs?: Pay_Paybill_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Paybill_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_paybill_open(inputs)
	return en_pay_paybill_open(inputs)
});