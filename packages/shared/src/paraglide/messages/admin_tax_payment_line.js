/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, amount: NonNullable<unknown>, reference: NonNullable<unknown>, when: NonNullable<unknown>, by: NonNullable<unknown> }} Admin_Tax_Payment_LineInputs */

const en_admin_tax_payment_line = /** @type {(inputs: Admin_Tax_Payment_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: ${i?.amount}, ${i?.reference}, recorded ${i?.when} by ${i?.by}`)
};

const sw_admin_tax_payment_line = /** @type {(inputs: Admin_Tax_Payment_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: ${i?.amount}, ${i?.reference}, imerekodiwa ${i?.when} na ${i?.by}`)
};

/**
* | output |
* | --- |
* | "{kind}: {amount}, {reference}, recorded {when} by {by}" |
*
* @param {Admin_Tax_Payment_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_payment_line = /** @type {((inputs: Admin_Tax_Payment_LineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_Payment_LineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_payment_line(inputs)
	return en_admin_tax_payment_line(inputs)
});