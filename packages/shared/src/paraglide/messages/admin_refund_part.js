/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_PartInputs */

const en_admin_refund_part = /** @type {(inputs: Admin_Refund_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund part`)
};

const sw_admin_refund_part = /** @type {(inputs: Admin_Refund_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejesha sehemu`)
};

/**
* | output |
* | --- |
* | "Refund part" |
*
* @param {Admin_Refund_PartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_part = /** @type {((inputs?: Admin_Refund_PartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_PartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refund_part(inputs)
	return en_admin_refund_part(inputs)
});