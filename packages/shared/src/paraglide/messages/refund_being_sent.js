/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Being_SentInputs */

const en_refund_being_sent = /** @type {(inputs: Refund_Being_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa is sending this refund by itself: it can be recorded by hand only if M-Pesa cannot send it.`)
};

const sw_refund_being_sent = /** @type {(inputs: Refund_Being_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa inatuma marejesho haya yenyewe: yanaweza kurekodiwa kwa mkono tu ikiwa M-Pesa haiwezi kuyatuma.`)
};

/**
* | output |
* | --- |
* | "M-Pesa is sending this refund by itself: it can be recorded by hand only if M-Pesa cannot send it." |
*
* @param {Refund_Being_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_being_sent = /** @type {((inputs?: Refund_Being_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Being_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_being_sent(inputs)
	return en_refund_being_sent(inputs)
});