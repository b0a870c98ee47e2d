/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_AddInputs */

const en_owner_listings_add = /** @type {(inputs: Owner_Listings_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List a space`)
};

const sw_owner_listings_add = /** @type {(inputs: Owner_Listings_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orodhesha eneo`)
};

/**
* | output |
* | --- |
* | "List a space" |
*
* @param {Owner_Listings_AddInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_add = /** @type {((inputs?: Owner_Listings_AddInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_AddInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_add(inputs)
	return en_owner_listings_add(inputs)
});