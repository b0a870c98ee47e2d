/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_MonthInputs */

const en_cal_month = /** @type {(inputs: Cal_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

const sw_cal_month = /** @type {(inputs: Cal_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwezi`)
};

/**
* | output |
* | --- |
* | "Month" |
*
* @param {Cal_MonthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_month = /** @type {((inputs?: Cal_MonthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_MonthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_month(inputs)
	return en_cal_month(inputs)
});