/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_CalendarInputs */

const en_cal_calendar = /** @type {(inputs: Cal_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar`)
};

const sw_cal_calendar = /** @type {(inputs: Cal_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalenda`)
};

/**
* | output |
* | --- |
* | "Calendar" |
*
* @param {Cal_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_calendar = /** @type {((inputs?: Cal_CalendarInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_CalendarInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_calendar(inputs)
	return en_cal_calendar(inputs)
});