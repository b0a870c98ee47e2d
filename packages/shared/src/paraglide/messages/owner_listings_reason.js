/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Owner_Listings_ReasonInputs */

const en_owner_listings_reason = /** @type {(inputs: Owner_Listings_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

const sw_owner_listings_reason = /** @type {(inputs: Owner_Listings_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sababu: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Owner_Listings_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_reason = /** @type {((inputs: Owner_Listings_ReasonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_ReasonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_reason(inputs)
	return en_owner_listings_reason(inputs)
});