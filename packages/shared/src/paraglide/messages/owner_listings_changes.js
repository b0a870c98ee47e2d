/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_ChangesInputs */

const en_owner_listings_changes = /** @type {(inputs: Owner_Listings_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes waiting for review`)
};

const sw_owner_listings_changes = /** @type {(inputs: Owner_Listings_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mabadiliko yanasubiri kukaguliwa`)
};

/**
* | output |
* | --- |
* | "Changes waiting for review" |
*
* @param {Owner_Listings_ChangesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_changes = /** @type {((inputs?: Owner_Listings_ChangesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_ChangesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_changes(inputs)
	return en_owner_listings_changes(inputs)
});