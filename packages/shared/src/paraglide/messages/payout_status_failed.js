/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Status_FailedInputs */

const en_payout_status_failed = /** @type {(inputs: Payout_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent yet`)
};

const sw_payout_status_failed = /** @type {(inputs: Payout_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado haijatumwa`)
};

/**
* | output |
* | --- |
* | "Not sent yet" |
*
* @param {Payout_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_failed = /** @type {((inputs?: Payout_Status_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Status_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_status_failed(inputs)
	return en_payout_status_failed(inputs)
});