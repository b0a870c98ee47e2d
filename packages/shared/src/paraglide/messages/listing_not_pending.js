/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Not_PendingInputs */

const en_listing_not_pending = /** @type {(inputs: Listing_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This space has already been reviewed.`)
};

const sw_listing_not_pending = /** @type {(inputs: Listing_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo hili tayari limekaguliwa.`)
};

/**
* | output |
* | --- |
* | "This space has already been reviewed." |
*
* @param {Listing_Not_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_not_pending = /** @type {((inputs?: Listing_Not_PendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Not_PendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_not_pending(inputs)
	return en_listing_not_pending(inputs)
});