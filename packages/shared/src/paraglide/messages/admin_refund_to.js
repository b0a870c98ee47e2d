/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Admin_Refund_ToInputs */

const en_admin_refund_to = /** @type {(inputs: Admin_Refund_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.who}`)
};

const sw_admin_refund_to = /** @type {(inputs: Admin_Refund_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`kwa ${i?.who}`)
};

/**
* | output |
* | --- |
* | "to {who}" |
*
* @param {Admin_Refund_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_to = /** @type {((inputs: Admin_Refund_ToInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_ToInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refund_to(inputs)
	return en_admin_refund_to(inputs)
});