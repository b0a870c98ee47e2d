/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown>, location: NonNullable<unknown> }} Notify_Listing_TextInputs */

const en_notify_listing_text = /** @type {(inputs: Notify_Listing_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} in ${i?.location} was submitted and waits for an admin to approve or reject it.`)
};

const sw_notify_listing_text = /** @type {(inputs: Notify_Listing_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} huko ${i?.location} limewasilishwa na linasubiri msimamizi aliidhinishe au alikatae.`)
};

/**
* | output |
* | --- |
* | "{space} in {location} was submitted and waits for an admin to approve or reject it." |
*
* @param {Notify_Listing_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_text = /** @type {((inputs: Notify_Listing_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Listing_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_listing_text(inputs)
	return en_notify_listing_text(inputs)
});