/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Outcome_PendingInputs */

const en_bank_outcome_pending = /** @type {(inputs: Bank_Outcome_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not booked yet`)
};

const sw_bank_outcome_pending = /** @type {(inputs: Bank_Outcome_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado haijawekwa`)
};

/**
* | output |
* | --- |
* | "Not booked yet" |
*
* @param {Bank_Outcome_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_pending = /** @type {((inputs?: Bank_Outcome_PendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Outcome_PendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_outcome_pending(inputs)
	return en_bank_outcome_pending(inputs)
});