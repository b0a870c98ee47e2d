/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ network: NonNullable<unknown> }} Footer_SocialInputs */

const en_footer_social = /** @type {(inputs: Footer_SocialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nafasi on ${i?.network} (coming soon)`)
};

const sw_footer_social = /** @type {(inputs: Footer_SocialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nafasi kwenye ${i?.network} (inakuja hivi karibuni)`)
};

/**
* | output |
* | --- |
* | "Nafasi on {network} (coming soon)" |
*
* @param {Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_social = /** @type {((inputs: Footer_SocialInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SocialInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_social(inputs)
	return en_footer_social(inputs)
});