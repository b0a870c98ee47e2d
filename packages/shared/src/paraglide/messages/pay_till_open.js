/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Till_OpenInputs */

const en_pay_till_open = /** @type {(inputs: Pay_Till_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On your phone, open M-Pesa, choose Lipa na M-Pesa, then Buy Goods and Services.`)
};

const sw_pay_till_open = /** @type {(inputs: Pay_Till_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwenye simu yako, fungua M-Pesa, chagua Lipa na M-Pesa, kisha Buy Goods and Services.`)
};

/**
* | output |
* | --- |
* | "On your phone, open M-Pesa, choose Lipa na M-Pesa, then Buy Goods and Services." |
*
* @param {Pay_Till_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_till_open = /** @type {((inputs?: Pay_Till_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Till_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_till_open(inputs)
	return en_pay_till_open(inputs)
});