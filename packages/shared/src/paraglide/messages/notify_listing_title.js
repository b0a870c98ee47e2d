/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Listing_TitleInputs */

const en_notify_listing_title = /** @type {(inputs: Notify_Listing_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A listing waits for approval: ${i?.space}`)
};

const sw_notify_listing_title = /** @type {(inputs: Notify_Listing_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tangazo linasubiri kuidhinishwa: ${i?.space}`)
};

/**
* | output |
* | --- |
* | "A listing waits for approval: {space}" |
*
* @param {Notify_Listing_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_title = /** @type {((inputs: Notify_Listing_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Listing_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_listing_title(inputs)
	return en_notify_listing_title(inputs)
});