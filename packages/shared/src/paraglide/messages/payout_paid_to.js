/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Paid_ToInputs */

const en_payout_paid_to = /** @type {(inputs: Payout_Paid_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid to`)
};

const sw_payout_paid_to = /** @type {(inputs: Payout_Paid_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hulipwa kwa`)
};

/**
* | output |
* | --- |
* | "Paid to" |
*
* @param {Payout_Paid_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_paid_to = /** @type {((inputs?: Payout_Paid_ToInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Paid_ToInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_paid_to(inputs)
	return en_payout_paid_to(inputs)
});