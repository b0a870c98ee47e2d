/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Signs_In_WithInputs */

const en_profile_signs_in_with = /** @type {(inputs: Profile_Signs_In_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signs in with`)
};

const sw_profile_signs_in_with = /** @type {(inputs: Profile_Signs_In_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huingia kwa`)
};

/**
* | output |
* | --- |
* | "Signs in with" |
*
* @param {Profile_Signs_In_WithInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_signs_in_with = /** @type {((inputs?: Profile_Signs_In_WithInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Signs_In_WithInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_signs_in_with(inputs)
	return en_profile_signs_in_with(inputs)
});