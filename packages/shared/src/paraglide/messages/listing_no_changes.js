/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_No_ChangesInputs */

const en_listing_no_changes = /** @type {(inputs: Listing_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This listing has no changes waiting for review.`)
};

const sw_listing_no_changes = /** @type {(inputs: Listing_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tangazo hili halina mabadiliko yanayosubiri kukaguliwa.`)
};

/**
* | output |
* | --- |
* | "This listing has no changes waiting for review." |
*
* @param {Listing_No_ChangesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_no_changes = /** @type {((inputs?: Listing_No_ChangesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_No_ChangesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_no_changes(inputs)
	return en_listing_no_changes(inputs)
});