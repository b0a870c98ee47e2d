/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Privacy_Settle_Earnings_OwedInputs */

const en_privacy_settle_earnings_owed = /** @type {(inputs: Privacy_Settle_Earnings_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nafasi still owes you ${i?.amount} in earnings: wait for your payout.`)
};

const sw_privacy_settle_earnings_owed = /** @type {(inputs: Privacy_Settle_Earnings_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bado unaidai Nafasi ${i?.amount} za mapato: subiri malipo yako.`)
};

/**
* | output |
* | --- |
* | "Nafasi still owes you {amount} in earnings: wait for your payout." |
*
* @param {Privacy_Settle_Earnings_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_earnings_owed = /** @type {((inputs: Privacy_Settle_Earnings_OwedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Settle_Earnings_OwedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_settle_earnings_owed(inputs)
	return en_privacy_settle_earnings_owed(inputs)
});