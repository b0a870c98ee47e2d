/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown>, location: NonNullable<unknown> }} Notify_Listing_BodyInputs */

const en_notify_listing_body = /** @type {(inputs: Notify_Listing_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} (${i?.location}) was submitted for review.`)
};

const sw_notify_listing_body = /** @type {(inputs: Notify_Listing_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} (${i?.location}) limewasilishwa kukaguliwa.`)
};

/**
* | output |
* | --- |
* | "{space} ({location}) was submitted for review." |
*
* @param {Notify_Listing_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_body = /** @type {((inputs: Notify_Listing_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Listing_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_listing_body(inputs)
	return en_notify_listing_body(inputs)
});