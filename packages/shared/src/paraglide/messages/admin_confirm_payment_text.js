/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Confirm_Payment_TextInputs */

const en_admin_confirm_payment_text = /** @type {(inputs: Admin_Confirm_Payment_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only if ${i?.amount} is on Nafasi's M-Pesa statement. The ledger records it as received, the booking is confirmed, and the host will be paid out for it. This cannot be undone.`)
};

const sw_admin_confirm_payment_text = /** @type {(inputs: Admin_Confirm_Payment_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu ikiwa ${i?.amount} iko kwenye taarifa ya M-Pesa ya Nafasi. Daftari litaziandika kuwa zimepokelewa, uhifadhi utathibitishwa, na mwenyeji atalipwa kwa ajili yake. Hili haliwezi kutenduliwa.`)
};

/**
* | output |
* | --- |
* | "Only if {amount} is on Nafasi's M-Pesa statement. The ledger records it as received, the booking is confirmed, and the host will be paid out for it. This can..." |
*
* @param {Admin_Confirm_Payment_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_confirm_payment_text = /** @type {((inputs: Admin_Confirm_Payment_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Confirm_Payment_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_confirm_payment_text(inputs)
	return en_admin_confirm_payment_text(inputs)
});