/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_EditInputs */

const en_profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

const sw_profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hariri Wasifu`)
};

/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Profile_EditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_edit = /** @type {((inputs?: Profile_EditInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_EditInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_edit(inputs)
	return en_profile_edit(inputs)
});