/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Refund_Sent_TextInputs */

const en_notify_refund_sent_text = /** @type {(inputs: Notify_Refund_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It went to the number that paid. M-Pesa tells you on your phone too.`)
};

const sw_notify_refund_sent_text = /** @type {(inputs: Notify_Refund_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yamekwenda kwenye nambari iliyolipa. M-Pesa itakuarifu kwenye simu yako pia.`)
};

/**
* | output |
* | --- |
* | "It went to the number that paid. M-Pesa tells you on your phone too." |
*
* @param {Notify_Refund_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_refund_sent_text = /** @type {((inputs?: Notify_Refund_Sent_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Refund_Sent_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_refund_sent_text(inputs)
	return en_notify_refund_sent_text(inputs)
});