/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Rate_HourInputs */

const en_admin_rate_hour = /** @type {(inputs: Admin_Rate_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate/Hour`)
};

const sw_admin_rate_hour = /** @type {(inputs: Admin_Rate_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei/Saa`)
};

/**
* | output |
* | --- |
* | "Rate/Hour" |
*
* @param {Admin_Rate_HourInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_rate_hour = /** @type {((inputs?: Admin_Rate_HourInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Rate_HourInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_rate_hour(inputs)
	return en_admin_rate_hour(inputs)
});