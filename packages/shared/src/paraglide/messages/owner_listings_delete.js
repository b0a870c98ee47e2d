/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_DeleteInputs */

const en_owner_listings_delete = /** @type {(inputs: Owner_Listings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const sw_owner_listings_delete = /** @type {(inputs: Owner_Listings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Owner_Listings_DeleteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_delete = /** @type {((inputs?: Owner_Listings_DeleteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_DeleteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_delete(inputs)
	return en_owner_listings_delete(inputs)
});