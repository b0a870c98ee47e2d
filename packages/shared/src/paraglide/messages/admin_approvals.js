/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ApprovalsInputs */

const en_admin_approvals = /** @type {(inputs: Admin_ApprovalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approvals`)
};

const sw_admin_approvals = /** @type {(inputs: Admin_ApprovalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idhini`)
};

/**
* | output |
* | --- |
* | "Approvals" |
*
* @param {Admin_ApprovalsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_approvals = /** @type {((inputs?: Admin_ApprovalsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ApprovalsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_approvals(inputs)
	return en_admin_approvals(inputs)
});