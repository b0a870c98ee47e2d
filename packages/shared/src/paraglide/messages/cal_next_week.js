/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Next_WeekInputs */

const en_cal_next_week = /** @type {(inputs: Cal_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next week`)
};

const sw_cal_next_week = /** @type {(inputs: Cal_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiki ijayo`)
};

/**
* | output |
* | --- |
* | "Next week" |
*
* @param {Cal_Next_WeekInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_next_week = /** @type {((inputs?: Cal_Next_WeekInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Next_WeekInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_next_week(inputs)
	return en_cal_next_week(inputs)
});