/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ how: NonNullable<unknown> }} Admin_Paid_WithInputs */

const en_admin_paid_with = /** @type {(inputs: Admin_Paid_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`paid with ${i?.how}`)
};

const sw_admin_paid_with = /** @type {(inputs: Admin_Paid_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`imelipwa kwa ${i?.how}`)
};

/**
* | output |
* | --- |
* | "paid with {how}" |
*
* @param {Admin_Paid_WithInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_paid_with = /** @type {((inputs: Admin_Paid_WithInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Paid_WithInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_paid_with(inputs)
	return en_admin_paid_with(inputs)
});