/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Status_OwedInputs */

const en_payout_status_owed = /** @type {(inputs: Payout_Status_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed to you: say where your payouts go`)
};

const sw_payout_status_owed = /** @type {(inputs: Payout_Status_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unadai: sema malipo yako yanapoenda`)
};

/**
* | output |
* | --- |
* | "Owed to you: say where your payouts go" |
*
* @param {Payout_Status_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_owed = /** @type {((inputs?: Payout_Status_OwedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Status_OwedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_status_owed(inputs)
	return en_payout_status_owed(inputs)
});