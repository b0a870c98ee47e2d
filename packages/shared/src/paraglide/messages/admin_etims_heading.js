/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Etims_HeadingInputs */

const en_admin_etims_heading = /** @type {(inputs: Admin_Etims_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoices at KRA's eTIMS`)
};

const sw_admin_etims_heading = /** @type {(inputs: Admin_Etims_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara kwenye eTIMS ya KRA`)
};

/**
* | output |
* | --- |
* | "Invoices at KRA's eTIMS" |
*
* @param {Admin_Etims_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_etims_heading = /** @type {((inputs?: Admin_Etims_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Etims_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_etims_heading(inputs)
	return en_admin_etims_heading(inputs)
});