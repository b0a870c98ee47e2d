/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Range_OrderInputs */

const en_schedule_range_order = /** @type {(inputs: Schedule_Range_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each opening range must open before it closes (ranges are within one day).`)
};

const sw_schedule_range_order = /** @type {(inputs: Schedule_Range_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kila kipindi cha kufunguliwa lazima kifunguliwe kabla ya kufungwa (vipindi viko ndani ya siku moja).`)
};

/**
* | output |
* | --- |
* | "Each opening range must open before it closes (ranges are within one day)." |
*
* @param {Schedule_Range_OrderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_range_order = /** @type {((inputs?: Schedule_Range_OrderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Range_OrderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_schedule_range_order(inputs)
	return en_schedule_range_order(inputs)
});