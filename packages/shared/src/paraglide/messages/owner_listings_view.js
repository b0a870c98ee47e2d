/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_ViewInputs */

const en_owner_listings_view = /** @type {(inputs: Owner_Listings_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View page`)
};

const sw_owner_listings_view = /** @type {(inputs: Owner_Listings_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angalia ukurasa`)
};

/**
* | output |
* | --- |
* | "View page" |
*
* @param {Owner_Listings_ViewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_view = /** @type {((inputs?: Owner_Listings_ViewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_ViewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_view(inputs)
	return en_owner_listings_view(inputs)
});