/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_Refund_SentInputs */

const en_earnings_refund_sent = /** @type {(inputs: Earnings_Refund_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund sent`)
};

const sw_earnings_refund_sent = /** @type {(inputs: Earnings_Refund_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marejesho yametumwa`)
};

/**
* | output |
* | --- |
* | "Refund sent" |
*
* @param {Earnings_Refund_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_refund_sent = /** @type {((inputs?: Earnings_Refund_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Refund_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_refund_sent(inputs)
	return en_earnings_refund_sent(inputs)
});