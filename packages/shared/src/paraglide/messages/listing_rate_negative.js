/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Listing_Rate_NegativeInputs */

const en_listing_rate_negative = /** @type {(inputs: Listing_Rate_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must not be negative`)
};

const sw_listing_rate_negative = /** @type {(inputs: Listing_Rate_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} isiwe chini ya sifuri`)
};

/**
* | output |
* | --- |
* | "{field} must not be negative" |
*
* @param {Listing_Rate_NegativeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_rate_negative = /** @type {((inputs: Listing_Rate_NegativeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Rate_NegativeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_rate_negative(inputs)
	return en_listing_rate_negative(inputs)
});