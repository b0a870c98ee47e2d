/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Previous_MonthInputs */

const en_cal_previous_month = /** @type {(inputs: Cal_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous month`)
};

const sw_cal_previous_month = /** @type {(inputs: Cal_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwezi uliopita`)
};

/**
* | output |
* | --- |
* | "Previous month" |
*
* @param {Cal_Previous_MonthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_previous_month = /** @type {((inputs?: Cal_Previous_MonthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Previous_MonthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_previous_month(inputs)
	return en_cal_previous_month(inputs)
});