/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ReconciliationInputs */

const en_admin_reconciliation = /** @type {(inputs: Admin_ReconciliationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconciliation`)
};

const sw_admin_reconciliation = /** @type {(inputs: Admin_ReconciliationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulinganisho`)
};

/**
* | output |
* | --- |
* | "Reconciliation" |
*
* @param {Admin_ReconciliationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_reconciliation = /** @type {((inputs?: Admin_ReconciliationInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReconciliationInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_reconciliation(inputs)
	return en_admin_reconciliation(inputs)
});