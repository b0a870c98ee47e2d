/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Status_RefusedInputs */

const en_listing_status_refused = /** @type {(inputs: Listing_Status_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused`)
};

const sw_listing_status_refused = /** @type {(inputs: Listing_Status_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limekataliwa`)
};

/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Listing_Status_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_status_refused = /** @type {((inputs?: Listing_Status_RefusedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Status_RefusedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_status_refused(inputs)
	return en_listing_status_refused(inputs)
});