/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Other_TitleInputs */

const en_cal_other_title = /** @type {(inputs: Cal_Other_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your other calendars`)
};

const sw_cal_other_title = /** @type {(inputs: Cal_Other_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalenda zako nyingine`)
};

/**
* | output |
* | --- |
* | "Your other calendars" |
*
* @param {Cal_Other_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_other_title = /** @type {((inputs?: Cal_Other_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Other_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_other_title(inputs)
	return en_cal_other_title(inputs)
});