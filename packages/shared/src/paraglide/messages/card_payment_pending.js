/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Payment_PendingInputs */

const en_card_payment_pending = /** @type {(inputs: Card_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment pending`)
};

const sw_card_payment_pending = /** @type {(inputs: Card_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo yanasubiriwa`)
};

/**
* | output |
* | --- |
* | "Payment pending" |
*
* @param {Card_Payment_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_payment_pending = /** @type {((inputs?: Card_Payment_PendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Payment_PendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_payment_pending(inputs)
	return en_card_payment_pending(inputs)
});