/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Join_DateInputs */

const en_admin_join_date = /** @type {(inputs: Admin_Join_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Date`)
};

const sw_admin_join_date = /** @type {(inputs: Admin_Join_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarehe ya Kujiunga`)
};

/**
* | output |
* | --- |
* | "Join Date" |
*
* @param {Admin_Join_DateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_join_date = /** @type {((inputs?: Admin_Join_DateInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Join_DateInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_join_date(inputs)
	return en_admin_join_date(inputs)
});