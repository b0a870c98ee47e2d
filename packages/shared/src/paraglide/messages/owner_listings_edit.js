/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_EditInputs */

const en_owner_listings_edit = /** @type {(inputs: Owner_Listings_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

const sw_owner_listings_edit = /** @type {(inputs: Owner_Listings_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hariri`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Owner_Listings_EditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_edit = /** @type {((inputs?: Owner_Listings_EditInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_EditInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_edit(inputs)
	return en_owner_listings_edit(inputs)
});