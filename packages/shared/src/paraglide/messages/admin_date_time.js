/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Date_TimeInputs */

const en_admin_date_time = /** @type {(inputs: Admin_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date & Time`)
};

const sw_admin_date_time = /** @type {(inputs: Admin_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarehe na Saa`)
};

/**
* | output |
* | --- |
* | "Date & Time" |
*
* @param {Admin_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_date_time = /** @type {((inputs?: Admin_Date_TimeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Date_TimeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_date_time(inputs)
	return en_admin_date_time(inputs)
});