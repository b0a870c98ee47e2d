/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, reference: NonNullable<unknown> }} Push_WaitingInputs */

const en_push_waiting = /** @type {(inputs: Push_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to pay ${i?.amount} for ${i?.reference}. This screen changes by itself once M-Pesa confirms.`)
};

const sw_push_waiting = /** @type {(inputs: Push_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ili kulipa ${i?.amount} kwa ${i?.reference}. Skrini hii itabadilika yenyewe M-Pesa ikishathibitisha.`)
};

/**
* | output |
* | --- |
* | "to pay {amount} for {reference}. This screen changes by itself once M-Pesa confirms." |
*
* @param {Push_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_waiting = /** @type {((inputs: Push_WaitingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_WaitingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_waiting(inputs)
	return en_push_waiting(inputs)
});