/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_CommunityInputs */

const en_footer_community = /** @type {(inputs: Footer_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const sw_footer_community = /** @type {(inputs: Footer_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumuiya`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Footer_CommunityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_community = /** @type {((inputs?: Footer_CommunityInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_CommunityInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_community(inputs)
	return en_footer_community(inputs)
});