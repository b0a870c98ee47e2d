/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Some_HoursInputs */

const en_cal_some_hours = /** @type {(inputs: Cal_Some_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some hours`)
};

const sw_cal_some_hours = /** @type {(inputs: Cal_Some_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saa kadhaa`)
};

/**
* | output |
* | --- |
* | "Some hours" |
*
* @param {Cal_Some_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_some_hours = /** @type {((inputs?: Cal_Some_HoursInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Some_HoursInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_some_hours(inputs)
	return en_cal_some_hours(inputs)
});