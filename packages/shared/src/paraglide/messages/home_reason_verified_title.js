/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reason_Verified_TitleInputs */

const en_home_reason_verified_title = /** @type {(inputs: Home_Reason_Verified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified spaces`)
};

const sw_home_reason_verified_title = /** @type {(inputs: Home_Reason_Verified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maeneo yaliyothibitishwa`)
};

/**
* | output |
* | --- |
* | "Verified spaces" |
*
* @param {Home_Reason_Verified_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_verified_title = /** @type {((inputs?: Home_Reason_Verified_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reason_Verified_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_reason_verified_title(inputs)
	return en_home_reason_verified_title(inputs)
});