/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_Refund_SendingInputs */

const en_earnings_refund_sending = /** @type {(inputs: Earnings_Refund_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund being sent`)
};

const sw_earnings_refund_sending = /** @type {(inputs: Earnings_Refund_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marejesho yanatumwa`)
};

/**
* | output |
* | --- |
* | "Refund being sent" |
*
* @param {Earnings_Refund_SendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_refund_sending = /** @type {((inputs?: Earnings_Refund_SendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Refund_SendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_refund_sending(inputs)
	return en_earnings_refund_sending(inputs)
});