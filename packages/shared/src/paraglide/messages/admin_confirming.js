/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ConfirmingInputs */

const en_admin_confirming = /** @type {(inputs: Admin_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming…`)
};

const sw_admin_confirming = /** @type {(inputs: Admin_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inathibitisha…`)
};

/**
* | output |
* | --- |
* | "Confirming…" |
*
* @param {Admin_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_confirming = /** @type {((inputs?: Admin_ConfirmingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ConfirmingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_confirming(inputs)
	return en_admin_confirming(inputs)
});