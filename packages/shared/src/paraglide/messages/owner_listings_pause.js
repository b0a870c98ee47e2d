/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_PauseInputs */

const en_owner_listings_pause = /** @type {(inputs: Owner_Listings_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

const sw_owner_listings_pause = /** @type {(inputs: Owner_Listings_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitisha`)
};

/**
* | output |
* | --- |
* | "Pause" |
*
* @param {Owner_Listings_PauseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_pause = /** @type {((inputs?: Owner_Listings_PauseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_PauseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_pause(inputs)
	return en_owner_listings_pause(inputs)
});