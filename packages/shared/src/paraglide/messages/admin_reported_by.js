/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Reported_ByInputs */

const en_admin_reported_by = /** @type {(inputs: Admin_Reported_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`reported by ${i?.name}`)
};

const sw_admin_reported_by = /** @type {(inputs: Admin_Reported_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`imeripotiwa na ${i?.name}`)
};

/**
* | output |
* | --- |
* | "reported by {name}" |
*
* @param {Admin_Reported_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_reported_by = /** @type {((inputs: Admin_Reported_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reported_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_reported_by(inputs)
	return en_admin_reported_by(inputs)
});