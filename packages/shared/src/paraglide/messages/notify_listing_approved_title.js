/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Listing_Approved_TitleInputs */

const en_notify_listing_approved_title = /** @type {(inputs: Notify_Listing_Approved_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} is live on Nafasi`)
};

const sw_notify_listing_approved_title = /** @type {(inputs: Notify_Listing_Approved_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} sasa linaonekana kwenye Nafasi`)
};

/**
* | output |
* | --- |
* | "{space} is live on Nafasi" |
*
* @param {Notify_Listing_Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_approved_title = /** @type {((inputs: Notify_Listing_Approved_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Listing_Approved_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_listing_approved_title(inputs)
	return en_notify_listing_approved_title(inputs)
});