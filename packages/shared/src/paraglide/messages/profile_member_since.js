/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Profile_Member_SinceInputs */

const en_profile_member_since = /** @type {(inputs: Profile_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Member since ${i?.year}`)
};

const sw_profile_member_since = /** @type {(inputs: Profile_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mwanachama tangu ${i?.year}`)
};

/**
* | output |
* | --- |
* | "Member since {year}" |
*
* @param {Profile_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_member_since = /** @type {((inputs: Profile_Member_SinceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Member_SinceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_member_since(inputs)
	return en_profile_member_since(inputs)
});