/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Cal_Week_OfInputs */

const en_cal_week_of = /** @type {(inputs: Cal_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Week of ${i?.day}`)
};

const sw_cal_week_of = /** @type {(inputs: Cal_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wiki ya ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Week of {day}" |
*
* @param {Cal_Week_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_week_of = /** @type {((inputs: Cal_Week_OfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Week_OfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_week_of(inputs)
	return en_cal_week_of(inputs)
});