/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Open_ListingInputs */

const en_notify_open_listing = /** @type {(inputs: Notify_Open_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the listing`)
};

const sw_notify_open_listing = /** @type {(inputs: Notify_Open_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua eneo`)
};

/**
* | output |
* | --- |
* | "Open the listing" |
*
* @param {Notify_Open_ListingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_open_listing = /** @type {((inputs?: Notify_Open_ListingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Open_ListingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_open_listing(inputs)
	return en_notify_open_listing(inputs)
});