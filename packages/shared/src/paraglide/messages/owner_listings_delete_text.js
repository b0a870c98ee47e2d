/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_Delete_TextInputs */

const en_owner_listings_delete_text = /** @type {(inputs: Owner_Listings_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It leaves Nafasi for good; unpaid holds and requests are cancelled. A space with confirmed bookings still to come cannot be deleted: pause it instead.`)
};

const sw_owner_listings_delete_text = /** @type {(inputs: Owner_Listings_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Litaondoka kwenye Nafasi kabisa; uhifadhi ambao haujalipiwa na maombi yataghairiwa. Eneo lenye uhifadhi uliothibitishwa unaokuja haliwezi kufutwa: lisitishe badala yake.`)
};

/**
* | output |
* | --- |
* | "It leaves Nafasi for good; unpaid holds and requests are cancelled. A space with confirmed bookings still to come cannot be deleted: pause it instead." |
*
* @param {Owner_Listings_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_delete_text = /** @type {((inputs?: Owner_Listings_Delete_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_Delete_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_delete_text(inputs)
	return en_owner_listings_delete_text(inputs)
});