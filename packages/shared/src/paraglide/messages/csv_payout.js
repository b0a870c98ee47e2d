/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_PayoutInputs */

const en_csv_payout = /** @type {(inputs: Csv_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout (KSH)`)
};

const sw_csv_payout = /** @type {(inputs: Csv_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo (KSH)`)
};

/**
* | output |
* | --- |
* | "Payout (KSH)" |
*
* @param {Csv_PayoutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_payout = /** @type {((inputs?: Csv_PayoutInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_PayoutInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_payout(inputs)
	return en_csv_payout(inputs)
});