/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reason_Hourly_TitleInputs */

const en_home_reason_hourly_title = /** @type {(inputs: Home_Reason_Hourly_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book by the hour`)
};

const sw_home_reason_hourly_title = /** @type {(inputs: Home_Reason_Hourly_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nafasi kwa saa`)
};

/**
* | output |
* | --- |
* | "Book by the hour" |
*
* @param {Home_Reason_Hourly_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_hourly_title = /** @type {((inputs?: Home_Reason_Hourly_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reason_Hourly_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_reason_hourly_title(inputs)
	return en_home_reason_hourly_title(inputs)
});