/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Business_NumberInputs */

const en_payout_business_number = /** @type {(inputs: Payout_Business_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business number`)
};

const sw_payout_business_number = /** @type {(inputs: Payout_Business_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya biashara`)
};

/**
* | output |
* | --- |
* | "Business number" |
*
* @param {Payout_Business_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_business_number = /** @type {((inputs?: Payout_Business_NumberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Business_NumberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_business_number(inputs)
	return en_payout_business_number(inputs)
});