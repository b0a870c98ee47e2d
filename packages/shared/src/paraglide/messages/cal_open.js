/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Cal_OpenInputs */

const en_cal_open = /** @type {(inputs: Cal_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open: ${i?.hours}`)
};

const sw_cal_open = /** @type {(inputs: Cal_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hufunguliwa: ${i?.hours}`)
};

/**
* | output |
* | --- |
* | "Open: {hours}" |
*
* @param {Cal_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_open = /** @type {((inputs: Cal_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_open(inputs)
	return en_cal_open(inputs)
});