/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Listing_Rejected_TextInputs */

const en_notify_listing_rejected_text = /** @type {(inputs: Notify_Listing_Rejected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change what is asked and send it again from My Spaces.`)
};

const sw_notify_listing_rejected_text = /** @type {(inputs: Notify_Listing_Rejected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badilisha kilichoombwa na ulitume tena kutoka Maeneo Yangu.`)
};

/**
* | output |
* | --- |
* | "Change what is asked and send it again from My Spaces." |
*
* @param {Notify_Listing_Rejected_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_rejected_text = /** @type {((inputs?: Notify_Listing_Rejected_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Listing_Rejected_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_listing_rejected_text(inputs)
	return en_notify_listing_rejected_text(inputs)
});