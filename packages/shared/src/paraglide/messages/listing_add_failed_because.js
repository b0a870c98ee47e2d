/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Listing_Add_Failed_BecauseInputs */

const en_listing_add_failed_because = /** @type {(inputs: Listing_Add_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to add space: ${i?.why} Nothing was added.`)
};

const sw_listing_add_failed_because = /** @type {(inputs: Listing_Add_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuongeza eneo: ${i?.why} Hakuna kilichoongezwa.`)
};

/**
* | output |
* | --- |
* | "Failed to add space: {why} Nothing was added." |
*
* @param {Listing_Add_Failed_BecauseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_add_failed_because = /** @type {((inputs: Listing_Add_Failed_BecauseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Add_Failed_BecauseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_add_failed_because(inputs)
	return en_listing_add_failed_because(inputs)
});