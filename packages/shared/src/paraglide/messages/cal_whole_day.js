/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Whole_DayInputs */

const en_cal_whole_day = /** @type {(inputs: Cal_Whole_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whole day`)
};

const sw_cal_whole_day = /** @type {(inputs: Cal_Whole_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siku nzima`)
};

/**
* | output |
* | --- |
* | "Whole day" |
*
* @param {Cal_Whole_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_whole_day = /** @type {((inputs?: Cal_Whole_DayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Whole_DayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_whole_day(inputs)
	return en_cal_whole_day(inputs)
});