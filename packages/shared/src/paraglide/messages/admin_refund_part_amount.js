/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_Part_AmountInputs */

const en_admin_refund_part_amount = /** @type {(inputs: Admin_Refund_Part_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount to refund (KSH)`)
};

const sw_admin_refund_part_amount = /** @type {(inputs: Admin_Refund_Part_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiasi cha kurejesha (KSH)`)
};

/**
* | output |
* | --- |
* | "Amount to refund (KSH)" |
*
* @param {Admin_Refund_Part_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_part_amount = /** @type {((inputs?: Admin_Refund_Part_AmountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Part_AmountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refund_part_amount(inputs)
	return en_admin_refund_part_amount(inputs)
});