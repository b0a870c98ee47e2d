/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ calendar: NonNullable<unknown> }} Cal_Remove_CalendarInputs */

const en_cal_remove_calendar = /** @type {(inputs: Cal_Remove_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.calendar}`)
};

const sw_cal_remove_calendar = /** @type {(inputs: Cal_Remove_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ondoa ${i?.calendar}`)
};

/**
* | output |
* | --- |
* | "Remove {calendar}" |
*
* @param {Cal_Remove_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_remove_calendar = /** @type {((inputs: Cal_Remove_CalendarInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Remove_CalendarInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_remove_calendar(inputs)
	return en_cal_remove_calendar(inputs)
});