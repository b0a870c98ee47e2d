/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_DeletingInputs */

const en_owner_listings_deleting = /** @type {(inputs: Owner_Listings_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

const sw_owner_listings_deleting = /** @type {(inputs: Owner_Listings_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inafuta...`)
};

/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Owner_Listings_DeletingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_deleting = /** @type {((inputs?: Owner_Listings_DeletingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_DeletingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_deleting(inputs)
	return en_owner_listings_deleting(inputs)
});