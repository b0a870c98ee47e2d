/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_RefundingInputs */

const en_admin_refunding = /** @type {(inputs: Admin_RefundingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunding…`)
};

const sw_admin_refunding = /** @type {(inputs: Admin_RefundingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inarejesha…`)
};

/**
* | output |
* | --- |
* | "Refunding…" |
*
* @param {Admin_RefundingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refunding = /** @type {((inputs?: Admin_RefundingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_RefundingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refunding(inputs)
	return en_admin_refunding(inputs)
});