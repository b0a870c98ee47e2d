/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Status_SentInputs */

const en_payout_status_sent = /** @type {(inputs: Payout_Status_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent by M-Pesa`)
};

const sw_payout_status_sent = /** @type {(inputs: Payout_Status_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imetumwa na M-Pesa`)
};

/**
* | output |
* | --- |
* | "Sent by M-Pesa" |
*
* @param {Payout_Status_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_sent = /** @type {((inputs?: Payout_Status_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Status_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_status_sent(inputs)
	return en_payout_status_sent(inputs)
});