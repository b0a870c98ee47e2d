/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Owner_Listings_Delete_LabelInputs */

const en_owner_listings_delete_label = /** @type {(inputs: Owner_Listings_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.space}`)
};

const sw_owner_listings_delete_label = /** @type {(inputs: Owner_Listings_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Futa ${i?.space}`)
};

/**
* | output |
* | --- |
* | "Delete {space}" |
*
* @param {Owner_Listings_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_delete_label = /** @type {((inputs: Owner_Listings_Delete_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_Delete_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_delete_label(inputs)
	return en_owner_listings_delete_label(inputs)
});