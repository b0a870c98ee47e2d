/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_DeletedInputs */

const en_listing_deleted = /** @type {(inputs: Listing_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space deleted successfully!`)
};

const sw_listing_deleted = /** @type {(inputs: Listing_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo limefutwa!`)
};

/**
* | output |
* | --- |
* | "Space deleted successfully!" |
*
* @param {Listing_DeletedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_deleted = /** @type {((inputs?: Listing_DeletedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_DeletedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_deleted(inputs)
	return en_listing_deleted(inputs)
});