/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deposit_One_OfInputs */

const en_deposit_one_of = /** @type {(inputs: Deposit_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a deposit as a share or as a sum, not both.`)
};

const sw_deposit_one_of = /** @type {(inputs: Deposit_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omba amana kama sehemu au kama kiasi, si vyote viwili.`)
};

/**
* | output |
* | --- |
* | "Ask for a deposit as a share or as a sum, not both." |
*
* @param {Deposit_One_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const deposit_one_of = /** @type {((inputs?: Deposit_One_OfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deposit_One_OfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_deposit_one_of(inputs)
	return en_deposit_one_of(inputs)
});