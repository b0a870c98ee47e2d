/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Total_RevenueInputs */

const en_admin_total_revenue = /** @type {(inputs: Admin_Total_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Revenue`)
};

const sw_admin_total_revenue = /** @type {(inputs: Admin_Total_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla ya Mapato`)
};

/**
* | output |
* | --- |
* | "Total Revenue" |
*
* @param {Admin_Total_RevenueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_total_revenue = /** @type {((inputs?: Admin_Total_RevenueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Total_RevenueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_total_revenue(inputs)
	return en_admin_total_revenue(inputs)
});