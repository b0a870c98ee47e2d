/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Billing_Email_HintInputs */

const en_company_billing_email_hint = /** @type {(inputs: Company_Billing_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the company's accounts team reads invoices and statements.`)
};

const sw_company_billing_email_hint = /** @type {(inputs: Company_Billing_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahali timu ya hesabu ya kampuni inaposoma ankara na taarifa.`)
};

/**
* | output |
* | --- |
* | "Where the company's accounts team reads invoices and statements." |
*
* @param {Company_Billing_Email_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_billing_email_hint = /** @type {((inputs?: Company_Billing_Email_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Billing_Email_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_billing_email_hint(inputs)
	return en_company_billing_email_hint(inputs)
});