/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_PastInputs */

const en_profile_past = /** @type {(inputs: Profile_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past`)
};

const sw_profile_past = /** @type {(inputs: Profile_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uliopita`)
};

/**
* | output |
* | --- |
* | "Past" |
*
* @param {Profile_PastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_past = /** @type {((inputs?: Profile_PastInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_PastInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_past(inputs)
	return en_profile_past(inputs)
});