/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Already_SentInputs */

const en_refund_already_sent = /** @type {(inputs: Refund_Already_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This refund has already been recorded as sent.`)
};

const sw_refund_already_sent = /** @type {(inputs: Refund_Already_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marejesho haya ya pesa tayari yamerekodiwa kuwa yametumwa.`)
};

/**
* | output |
* | --- |
* | "This refund has already been recorded as sent." |
*
* @param {Refund_Already_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_already_sent = /** @type {((inputs?: Refund_Already_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Already_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_already_sent(inputs)
	return en_refund_already_sent(inputs)
});