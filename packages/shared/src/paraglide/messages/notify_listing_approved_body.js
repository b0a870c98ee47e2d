/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Listing_Approved_BodyInputs */

const en_notify_listing_approved_body = /** @type {(inputs: Notify_Listing_Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guests can find and book it now.`)
};

const sw_notify_listing_approved_body = /** @type {(inputs: Notify_Listing_Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wageni wanaweza kulipata na kulihifadhi sasa.`)
};

/**
* | output |
* | --- |
* | "Guests can find and book it now." |
*
* @param {Notify_Listing_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_approved_body = /** @type {((inputs?: Notify_Listing_Approved_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Listing_Approved_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_listing_approved_body(inputs)
	return en_notify_listing_approved_body(inputs)
});