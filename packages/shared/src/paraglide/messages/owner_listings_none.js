/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_NoneInputs */

const en_owner_listings_none = /** @type {(inputs: Owner_Listings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No spaces listed yet`)
};

const sw_owner_listings_none = /** @type {(inputs: Owner_Listings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hujaorodhesha eneo`)
};

/**
* | output |
* | --- |
* | "No spaces listed yet" |
*
* @param {Owner_Listings_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_none = /** @type {((inputs?: Owner_Listings_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_none(inputs)
	return en_owner_listings_none(inputs)
});