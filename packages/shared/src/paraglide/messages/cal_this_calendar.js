/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_This_CalendarInputs */

const en_cal_this_calendar = /** @type {(inputs: Cal_This_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this calendar`)
};

const sw_cal_this_calendar = /** @type {(inputs: Cal_This_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kalenda hii`)
};

/**
* | output |
* | --- |
* | "this calendar" |
*
* @param {Cal_This_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_this_calendar = /** @type {((inputs?: Cal_This_CalendarInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_This_CalendarInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_this_calendar(inputs)
	return en_cal_this_calendar(inputs)
});