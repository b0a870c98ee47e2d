/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_Delete_SpaceInputs */

const en_owner_listings_delete_space = /** @type {(inputs: Owner_Listings_Delete_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete space`)
};

const sw_owner_listings_delete_space = /** @type {(inputs: Owner_Listings_Delete_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa eneo`)
};

/**
* | output |
* | --- |
* | "Delete space" |
*
* @param {Owner_Listings_Delete_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_delete_space = /** @type {((inputs?: Owner_Listings_Delete_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_Delete_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_delete_space(inputs)
	return en_owner_listings_delete_space(inputs)
});