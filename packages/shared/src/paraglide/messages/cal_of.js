/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Cal_OfInputs */

const en_cal_of = /** @type {(inputs: Cal_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calendar of ${i?.space}`)
};

const sw_cal_of = /** @type {(inputs: Cal_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kalenda ya ${i?.space}`)
};

/**
* | output |
* | --- |
* | "Calendar of {space}" |
*
* @param {Cal_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_of = /** @type {((inputs: Cal_OfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_OfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_of(inputs)
	return en_cal_of(inputs)
});