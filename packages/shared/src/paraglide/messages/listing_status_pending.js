/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Status_PendingInputs */

const en_listing_status_pending = /** @type {(inputs: Listing_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for approval`)
};

const sw_listing_status_pending = /** @type {(inputs: Listing_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linasubiri kuidhinishwa`)
};

/**
* | output |
* | --- |
* | "Waiting for approval" |
*
* @param {Listing_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_status_pending = /** @type {((inputs?: Listing_Status_PendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Status_PendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_status_pending(inputs)
	return en_listing_status_pending(inputs)
});