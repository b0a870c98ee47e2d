/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_AuditInputs */

const en_admin_audit = /** @type {(inputs: Admin_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit Log`)
};

const sw_admin_audit = /** @type {(inputs: Admin_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumbukumbu za Ukaguzi`)
};

/**
* | output |
* | --- |
* | "Audit Log" |
*
* @param {Admin_AuditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_audit = /** @type {((inputs?: Admin_AuditInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AuditInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_audit(inputs)
	return en_admin_audit(inputs)
});