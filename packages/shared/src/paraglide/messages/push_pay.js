/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Push_PayInputs */

const en_push_pay = /** @type {(inputs: Push_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount} with M-Pesa`)
};

const sw_push_pay = /** @type {(inputs: Push_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lipa ${i?.amount} kwa M-Pesa`)
};

/**
* | output |
* | --- |
* | "Pay {amount} with M-Pesa" |
*
* @param {Push_PayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_pay = /** @type {((inputs: Push_PayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_PayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_pay(inputs)
	return en_push_pay(inputs)
});