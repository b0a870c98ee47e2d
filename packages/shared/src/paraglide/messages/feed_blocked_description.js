/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Feed_Blocked_DescriptionInputs */

const en_feed_blocked_description = /** @type {(inputs: Feed_Blocked_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Blocked on Nafasi: ${i?.space} cannot be booked then.`)
};

const sw_feed_blocked_description = /** @type {(inputs: Feed_Blocked_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imezuiwa kwenye Nafasi: ${i?.space} haliwezi kuhifadhiwa wakati huo.`)
};

/**
* | output |
* | --- |
* | "Blocked on Nafasi: {space} cannot be booked then." |
*
* @param {Feed_Blocked_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_blocked_description = /** @type {((inputs: Feed_Blocked_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feed_Blocked_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_feed_blocked_description(inputs)
	return en_feed_blocked_description(inputs)
});