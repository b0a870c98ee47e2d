/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_WhereInputs */

const en_payout_where = /** @type {(inputs: Payout_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where your payouts go`)
};

const sw_payout_where = /** @type {(inputs: Payout_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo yako yanapoenda`)
};

/**
* | output |
* | --- |
* | "Where your payouts go" |
*
* @param {Payout_WhereInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_where = /** @type {((inputs?: Payout_WhereInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_WhereInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_where(inputs)
	return en_payout_where(inputs)
});