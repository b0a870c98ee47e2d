/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_CommunityInputs */

const en_partner_community = /** @type {(inputs: Partner_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community Partner`)
};

const sw_partner_community = /** @type {(inputs: Partner_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mshirika wa Jumuiya`)
};

/**
* | output |
* | --- |
* | "Community Partner" |
*
* @param {Partner_CommunityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partner_community = /** @type {((inputs?: Partner_CommunityInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_CommunityInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partner_community(inputs)
	return en_partner_community(inputs)
});