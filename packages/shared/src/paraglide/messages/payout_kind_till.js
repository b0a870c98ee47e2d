/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Kind_TillInputs */

const en_payout_kind_till = /** @type {(inputs: Payout_Kind_TillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy Goods till`)
};

const sw_payout_kind_till = /** @type {(inputs: Payout_Kind_TillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till ya Buy Goods`)
};

/**
* | output |
* | --- |
* | "Buy Goods till" |
*
* @param {Payout_Kind_TillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_kind_till = /** @type {((inputs?: Payout_Kind_TillInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Kind_TillInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_kind_till(inputs)
	return en_payout_kind_till(inputs)
});