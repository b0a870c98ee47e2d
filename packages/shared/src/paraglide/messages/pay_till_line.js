/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Pay_Till_LineInputs */

const en_pay_till_line = /** @type {(inputs: Pay_Till_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa Buy Goods till ${i?.number}, then enter the M-Pesa code from your SMS on your bookings page.`)
};

const sw_pay_till_line = /** @type {(inputs: Pay_Till_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa Buy Goods till ${i?.number}, kisha weka msimbo wa M-Pesa kutoka kwenye SMS yako kwenye ukurasa wa uhifadhi wako.`)
};

/**
* | output |
* | --- |
* | "M-Pesa Buy Goods till {number}, then enter the M-Pesa code from your SMS on your bookings page." |
*
* @param {Pay_Till_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_till_line = /** @type {((inputs: Pay_Till_LineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Till_LineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_till_line(inputs)
	return en_pay_till_line(inputs)
});