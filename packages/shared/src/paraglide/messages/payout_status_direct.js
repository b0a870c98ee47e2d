/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Status_DirectInputs */

const en_payout_status_direct = /** @type {(inputs: Payout_Status_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid to you directly`)
};

const sw_payout_status_direct = /** @type {(inputs: Payout_Status_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umelipwa moja kwa moja`)
};

/**
* | output |
* | --- |
* | "Paid to you directly" |
*
* @param {Payout_Status_DirectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_direct = /** @type {((inputs?: Payout_Status_DirectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Status_DirectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_status_direct(inputs)
	return en_payout_status_direct(inputs)
});