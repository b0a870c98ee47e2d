/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_ResumedInputs */

const en_listing_resumed = /** @type {(inputs: Listing_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your space is live again.`)
};

const sw_listing_resumed = /** @type {(inputs: Listing_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo lako linapatikana tena.`)
};

/**
* | output |
* | --- |
* | "Your space is live again." |
*
* @param {Listing_ResumedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_resumed = /** @type {((inputs?: Listing_ResumedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_ResumedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_resumed(inputs)
	return en_listing_resumed(inputs)
});