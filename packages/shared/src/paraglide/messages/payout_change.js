/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_ChangeInputs */

const en_payout_change = /** @type {(inputs: Payout_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change where payouts go`)
};

const sw_payout_change = /** @type {(inputs: Payout_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badilisha malipo yanapoenda`)
};

/**
* | output |
* | --- |
* | "Change where payouts go" |
*
* @param {Payout_ChangeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_change = /** @type {((inputs?: Payout_ChangeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_ChangeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_change(inputs)
	return en_payout_change(inputs)
});