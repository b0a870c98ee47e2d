/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Previous_WeekInputs */

const en_cal_previous_week = /** @type {(inputs: Cal_Previous_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous week`)
};

const sw_cal_previous_week = /** @type {(inputs: Cal_Previous_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiki iliyopita`)
};

/**
* | output |
* | --- |
* | "Previous week" |
*
* @param {Cal_Previous_WeekInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_previous_week = /** @type {((inputs?: Cal_Previous_WeekInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Previous_WeekInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_previous_week(inputs)
	return en_cal_previous_week(inputs)
});