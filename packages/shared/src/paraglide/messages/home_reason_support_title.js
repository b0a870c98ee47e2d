/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reason_Support_TitleInputs */

const en_home_reason_support_title = /** @type {(inputs: Home_Reason_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local support`)
};

const sw_home_reason_support_title = /** @type {(inputs: Home_Reason_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msaada wa karibu`)
};

/**
* | output |
* | --- |
* | "Local support" |
*
* @param {Home_Reason_Support_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_support_title = /** @type {((inputs?: Home_Reason_Support_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reason_Support_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_reason_support_title(inputs)
	return en_home_reason_support_title(inputs)
});