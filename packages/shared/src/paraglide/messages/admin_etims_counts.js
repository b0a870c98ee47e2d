/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ signed: NonNullable<unknown>, waiting: NonNullable<unknown>, rejected: NonNullable<unknown> }} Admin_Etims_CountsInputs */

const en_admin_etims_counts = /** @type {(inputs: Admin_Etims_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.signed} signed, ${i?.waiting} waiting for KRA, ${i?.rejected} refused`)
};

const sw_admin_etims_counts = /** @type {(inputs: Admin_Etims_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.signed} zimetiwa saini, ${i?.waiting} zinasubiri KRA, ${i?.rejected} zimekataliwa`)
};

/**
* | output |
* | --- |
* | "{signed} signed, {waiting} waiting for KRA, {rejected} refused" |
*
* @param {Admin_Etims_CountsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_etims_counts = /** @type {((inputs: Admin_Etims_CountsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Etims_CountsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_etims_counts(inputs)
	return en_admin_etims_counts(inputs)
});