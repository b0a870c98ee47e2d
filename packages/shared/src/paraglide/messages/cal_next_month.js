/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Next_MonthInputs */

const en_cal_next_month = /** @type {(inputs: Cal_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next month`)
};

const sw_cal_next_month = /** @type {(inputs: Cal_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwezi ujao`)
};

/**
* | output |
* | --- |
* | "Next month" |
*
* @param {Cal_Next_MonthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_next_month = /** @type {((inputs?: Cal_Next_MonthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Next_MonthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_next_month(inputs)
	return en_cal_next_month(inputs)
});