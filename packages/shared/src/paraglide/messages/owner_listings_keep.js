/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_KeepInputs */

const en_owner_listings_keep = /** @type {(inputs: Owner_Listings_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

const sw_owner_listings_keep = /** @type {(inputs: Owner_Listings_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libaki`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Owner_Listings_KeepInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_keep = /** @type {((inputs?: Owner_Listings_KeepInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_KeepInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_keep(inputs)
	return en_owner_listings_keep(inputs)
});