/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Billing_EmailInputs */

const en_company_billing_email = /** @type {(inputs: Company_Billing_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing e-mail`)
};

const sw_company_billing_email = /** @type {(inputs: Company_Billing_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe ya malipo`)
};

/**
* | output |
* | --- |
* | "Billing e-mail" |
*
* @param {Company_Billing_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_billing_email = /** @type {((inputs?: Company_Billing_EmailInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Billing_EmailInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_billing_email(inputs)
	return en_company_billing_email(inputs)
});