/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Admin_Refund_Part_TitleInputs */

const en_admin_refund_part_title = /** @type {(inputs: Admin_Refund_Part_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund part of ${i?.reference}`)
};

const sw_admin_refund_part_title = /** @type {(inputs: Admin_Refund_Part_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejesha sehemu ya ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Refund part of {reference}" |
*
* @param {Admin_Refund_Part_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_part_title = /** @type {((inputs: Admin_Refund_Part_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Part_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refund_part_title(inputs)
	return en_admin_refund_part_title(inputs)
});