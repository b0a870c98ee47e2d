/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Status_ScheduledInputs */

const en_payout_status_scheduled = /** @type {(inputs: Payout_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

const sw_payout_status_scheduled = /** @type {(inputs: Payout_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imepangwa`)
};

/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Payout_Status_ScheduledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_scheduled = /** @type {((inputs?: Payout_Status_ScheduledInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Status_ScheduledInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_status_scheduled(inputs)
	return en_payout_status_scheduled(inputs)
});