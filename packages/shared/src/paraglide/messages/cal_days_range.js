/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Cal_Days_RangeInputs */

const en_cal_days_range = /** @type {(inputs: Cal_Days_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} to ${i?.to}`)
};

const sw_cal_days_range = /** @type {(inputs: Cal_Days_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} hadi ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{from} to {to}" |
*
* @param {Cal_Days_RangeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_days_range = /** @type {((inputs: Cal_Days_RangeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Days_RangeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_days_range(inputs)
	return en_cal_days_range(inputs)
});