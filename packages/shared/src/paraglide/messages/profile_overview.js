/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_OverviewInputs */

const en_profile_overview = /** @type {(inputs: Profile_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

const sw_profile_overview = /** @type {(inputs: Profile_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muhtasari`)
};

/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Profile_OverviewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_overview = /** @type {((inputs?: Profile_OverviewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_OverviewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_profile_overview(inputs)
	return en_profile_overview(inputs)
});