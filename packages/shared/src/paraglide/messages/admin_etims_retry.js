/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Etims_RetryInputs */

const en_admin_etims_retry = /** @type {(inputs: Admin_Etims_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send again`)
};

const sw_admin_etims_retry = /** @type {(inputs: Admin_Etims_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma tena`)
};

/**
* | output |
* | --- |
* | "Send again" |
*
* @param {Admin_Etims_RetryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_etims_retry = /** @type {((inputs?: Admin_Etims_RetryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Etims_RetryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_etims_retry(inputs)
	return en_admin_etims_retry(inputs)
});