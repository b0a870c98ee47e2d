/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_All_DayInputs */

const en_cal_all_day = /** @type {(inputs: Cal_All_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`all day`)
};

const sw_cal_all_day = /** @type {(inputs: Cal_All_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`siku nzima`)
};

/**
* | output |
* | --- |
* | "all day" |
*
* @param {Cal_All_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_all_day = /** @type {((inputs?: Cal_All_DayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_All_DayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_all_day(inputs)
	return en_cal_all_day(inputs)
});