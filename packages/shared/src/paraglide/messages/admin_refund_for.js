/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, space: NonNullable<unknown> }} Admin_Refund_ForInputs */

const en_admin_refund_for = /** @type {(inputs: Admin_Refund_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.reference} (${i?.space})`)
};

const sw_admin_refund_for = /** @type {(inputs: Admin_Refund_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`kwa ${i?.reference} (${i?.space})`)
};

/**
* | output |
* | --- |
* | "for {reference} ({space})" |
*
* @param {Admin_Refund_ForInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_for = /** @type {((inputs: Admin_Refund_ForInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_ForInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refund_for(inputs)
	return en_admin_refund_for(inputs)
});