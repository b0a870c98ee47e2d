/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_None_TextInputs */

const en_owner_listings_none_text = /** @type {(inputs: Owner_Listings_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List a meeting room, studio, hall or desk, and guests can book it by the hour.`)
};

const sw_owner_listings_none_text = /** @type {(inputs: Owner_Listings_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orodhesha chumba cha mikutano, studio, ukumbi au dawati, na wageni wataweza kuliweka kwa saa.`)
};

/**
* | output |
* | --- |
* | "List a meeting room, studio, hall or desk, and guests can book it by the hour." |
*
* @param {Owner_Listings_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_none_text = /** @type {((inputs?: Owner_Listings_None_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_None_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_none_text(inputs)
	return en_owner_listings_none_text(inputs)
});