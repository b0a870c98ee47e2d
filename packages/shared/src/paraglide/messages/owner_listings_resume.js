/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Listings_ResumeInputs */

const en_owner_listings_resume = /** @type {(inputs: Owner_Listings_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume`)
};

const sw_owner_listings_resume = /** @type {(inputs: Owner_Listings_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endelea`)
};

/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Owner_Listings_ResumeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_resume = /** @type {((inputs?: Owner_Listings_ResumeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Listings_ResumeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_listings_resume(inputs)
	return en_owner_listings_resume(inputs)
});