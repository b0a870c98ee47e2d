/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_UpcomingInputs */

const en_profile_upcoming = /** @type {(inputs: Profile_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming`)
};

const sw_profile_upcoming = /** @type {(inputs: Profile_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujao`)
};

/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Profile_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_upcoming = /** @type {((inputs?: Profile_UpcomingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_UpcomingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_upcoming(inputs)
	return en_profile_upcoming(inputs)
});