/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_No_RefundInputs */

const en_notify_no_refund = /** @type {(inputs: Notify_No_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was cancelled outside the cancellation policy, so no refund is due.`)
};

const sw_notify_no_refund = /** @type {(inputs: Notify_No_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulighairiwa nje ya sera ya kughairi, kwa hiyo hakuna marejesho ya pesa.`)
};

/**
* | output |
* | --- |
* | "It was cancelled outside the cancellation policy, so no refund is due." |
*
* @param {Notify_No_RefundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_no_refund = /** @type {((inputs?: Notify_No_RefundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_No_RefundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_no_refund(inputs)
	return en_notify_no_refund(inputs)
});