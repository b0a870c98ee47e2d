/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Payout_To_ReversalInputs */

const en_payout_to_reversal = /** @type {(inputs: Payout_To_ReversalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reversal of M-Pesa ${i?.code} to its payer`)
};

const sw_payout_to_reversal = /** @type {(inputs: Payout_To_ReversalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kurejesha M-Pesa ${i?.code} kwa aliyelipa`)
};

/**
* | output |
* | --- |
* | "Reversal of M-Pesa {code} to its payer" |
*
* @param {Payout_To_ReversalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_to_reversal = /** @type {((inputs: Payout_To_ReversalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_To_ReversalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_to_reversal(inputs)
	return en_payout_to_reversal(inputs)
});