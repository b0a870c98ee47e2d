/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Reason_RequiredInputs */

const en_listing_reason_required = /** @type {(inputs: Listing_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say why the space is refused, so the owner knows what to change.`)
};

const sw_listing_reason_required = /** @type {(inputs: Listing_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleza kwa nini eneo limekataliwa, ili mmiliki ajue cha kubadilisha.`)
};

/**
* | output |
* | --- |
* | "Say why the space is refused, so the owner knows what to change." |
*
* @param {Listing_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_reason_required = /** @type {((inputs?: Listing_Reason_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Reason_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_reason_required(inputs)
	return en_listing_reason_required(inputs)
});