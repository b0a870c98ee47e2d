/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Owner_Listings_Delete_TitleInputs */

const en_owner_listings_delete_title = /** @type {(inputs: Owner_Listings_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.space}?`)
};

const sw_owner_listings_delete_title = /** @type {(inputs: Owner_Listings_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Futa ${i?.space}?`)
};

/**
* | output |
* | --- |
* | "Delete {space}?" |
*
* @param {Owner_Listings_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_delete_title = /** @type {((inputs: Owner_Listings_Delete_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_Delete_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_delete_title(inputs)
	return en_owner_listings_delete_title(inputs)
});