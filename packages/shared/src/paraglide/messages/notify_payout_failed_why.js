/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Notify_Payout_Failed_WhyInputs */

const en_notify_payout_failed_why = /** @type {(inputs: Notify_Payout_Failed_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa said: ${i?.why}`)
};

const sw_notify_payout_failed_why = /** @type {(inputs: Notify_Payout_Failed_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa ilisema: ${i?.why}`)
};

/**
* | output |
* | --- |
* | "M-Pesa said: {why}" |
*
* @param {Notify_Payout_Failed_WhyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_payout_failed_why = /** @type {((inputs: Notify_Payout_Failed_WhyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Payout_Failed_WhyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_payout_failed_why(inputs)
	return en_notify_payout_failed_why(inputs)
});