/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_The_PayerInputs */

const en_admin_the_payer = /** @type {(inputs: Admin_The_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the payer`)
};

const sw_admin_the_payer = /** @type {(inputs: Admin_The_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aliyelipa`)
};

/**
* | output |
* | --- |
* | "the payer" |
*
* @param {Admin_The_PayerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_the_payer = /** @type {((inputs?: Admin_The_PayerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_The_PayerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_the_payer(inputs)
	return en_admin_the_payer(inputs)
});