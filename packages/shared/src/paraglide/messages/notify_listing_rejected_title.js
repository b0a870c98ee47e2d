/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Listing_Rejected_TitleInputs */

const en_notify_listing_rejected_title = /** @type {(inputs: Notify_Listing_Rejected_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} was not approved`)
};

const sw_notify_listing_rejected_title = /** @type {(inputs: Notify_Listing_Rejected_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} halikuidhinishwa`)
};

/**
* | output |
* | --- |
* | "{space} was not approved" |
*
* @param {Notify_Listing_Rejected_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_rejected_title = /** @type {((inputs: Notify_Listing_Rejected_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Listing_Rejected_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_listing_rejected_title(inputs)
	return en_notify_listing_rejected_title(inputs)
});