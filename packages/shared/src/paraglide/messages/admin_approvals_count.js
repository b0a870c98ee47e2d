/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Approvals_CountInputs */

const en_admin_approvals_count = /** @type {(inputs: Admin_Approvals_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approvals (${i?.count})`)
};

const sw_admin_approvals_count = /** @type {(inputs: Admin_Approvals_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Idhini (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Approvals ({count})" |
*
* @param {Admin_Approvals_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_approvals_count = /** @type {((inputs: Admin_Approvals_CountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Approvals_CountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_approvals_count(inputs)
	return en_admin_approvals_count(inputs)
});