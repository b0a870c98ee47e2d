/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_NotedInputs */

const en_pay_noted = /** @type {(inputs: Pay_NotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment instructions noted. Please complete payment and send confirmation to WhatsApp.`)
};

const sw_pay_noted = /** @type {(inputs: Pay_NotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelekezo ya malipo yamepokelewa. Tafadhali kamilisha malipo na utume uthibitisho kwa WhatsApp.`)
};

/**
* | output |
* | --- |
* | "Payment instructions noted. Please complete payment and send confirmation to WhatsApp." |
*
* @param {Pay_NotedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_noted = /** @type {((inputs?: Pay_NotedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_NotedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_noted(inputs)
	return en_pay_noted(inputs)
});