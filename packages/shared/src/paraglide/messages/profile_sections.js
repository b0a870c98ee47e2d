/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_SectionsInputs */

const en_profile_sections = /** @type {(inputs: Profile_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile sections`)
};

const sw_profile_sections = /** @type {(inputs: Profile_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehemu za wasifu`)
};

/**
* | output |
* | --- |
* | "Profile sections" |
*
* @param {Profile_SectionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_sections = /** @type {((inputs?: Profile_SectionsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SectionsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_sections(inputs)
	return en_profile_sections(inputs)
});