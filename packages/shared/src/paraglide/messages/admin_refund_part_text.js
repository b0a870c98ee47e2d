/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paid: NonNullable<unknown>, refunded: NonNullable<unknown> }} Admin_Refund_Part_TextInputs */

const en_admin_refund_part_text = /** @type {(inputs: Admin_Refund_Part_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.paid}; refunded so far ${i?.refunded}. The guest gets the amount back as they paid (M-Pesa, or bank for a transfer), the host's share and Nafasi's fee shrink in proportion, and KRA gets a credit note of that share of each invoice.`)
};

const sw_admin_refund_part_text = /** @type {(inputs: Admin_Refund_Part_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imelipwa ${i?.paid}; imerejeshwa hadi sasa ${i?.refunded}. Mgeni atarudishiwa kiasi hicho kama alivyolipa (M-Pesa, au benki kwa uhamisho), sehemu ya mwenyeji na ada ya Nafasi zitapungua kwa uwiano, na KRA itapata hati ya marejesho ya sehemu hiyo ya kila ankara.`)
};

/**
* | output |
* | --- |
* | "Paid {paid}; refunded so far {refunded}. The guest gets the amount back as they paid (M-Pesa, or bank for a transfer), the host's share and Nafasi's fee shri..." |
*
* @param {Admin_Refund_Part_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_part_text = /** @type {((inputs: Admin_Refund_Part_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Part_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refund_part_text(inputs)
	return en_admin_refund_part_text(inputs)
});