/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Admin_Confirm_Payment_TitleInputs */

const en_admin_confirm_payment_title = /** @type {(inputs: Admin_Confirm_Payment_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm payment for ${i?.reference}?`)
};

const sw_admin_confirm_payment_title = /** @type {(inputs: Admin_Confirm_Payment_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thibitisha malipo ya ${i?.reference}?`)
};

/**
* | output |
* | --- |
* | "Confirm payment for {reference}?" |
*
* @param {Admin_Confirm_Payment_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_confirm_payment_title = /** @type {((inputs: Admin_Confirm_Payment_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Confirm_Payment_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_confirm_payment_title(inputs)
	return en_admin_confirm_payment_title(inputs)
});