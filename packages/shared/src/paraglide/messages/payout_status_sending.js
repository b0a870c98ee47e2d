/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Status_SendingInputs */

const en_payout_status_sending = /** @type {(inputs: Payout_Status_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being sent by M-Pesa`)
};

const sw_payout_status_sending = /** @type {(inputs: Payout_Status_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inatumwa na M-Pesa`)
};

/**
* | output |
* | --- |
* | "Being sent by M-Pesa" |
*
* @param {Payout_Status_SendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_sending = /** @type {((inputs?: Payout_Status_SendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Status_SendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_status_sending(inputs)
	return en_payout_status_sending(inputs)
});