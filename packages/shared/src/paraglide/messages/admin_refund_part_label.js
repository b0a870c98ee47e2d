/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Admin_Refund_Part_LabelInputs */

const en_admin_refund_part_label = /** @type {(inputs: Admin_Refund_Part_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund part of ${i?.reference}`)
};

const sw_admin_refund_part_label = /** @type {(inputs: Admin_Refund_Part_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejesha sehemu ya ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Refund part of {reference}" |
*
* @param {Admin_Refund_Part_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_part_label = /** @type {((inputs: Admin_Refund_Part_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Part_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refund_part_label(inputs)
	return en_admin_refund_part_label(inputs)
});