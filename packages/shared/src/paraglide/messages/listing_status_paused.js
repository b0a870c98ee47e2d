/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Status_PausedInputs */

const en_listing_status_paused = /** @type {(inputs: Listing_Status_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paused`)
};

const sw_listing_status_paused = /** @type {(inputs: Listing_Status_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limesitishwa`)
};

/**
* | output |
* | --- |
* | "Paused" |
*
* @param {Listing_Status_PausedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_status_paused = /** @type {((inputs?: Listing_Status_PausedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Status_PausedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_status_paused(inputs)
	return en_listing_status_paused(inputs)
});