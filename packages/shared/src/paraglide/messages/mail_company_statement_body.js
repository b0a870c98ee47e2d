/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown>, invoiced: NonNullable<unknown>, received: NonNullable<unknown>, owed: NonNullable<unknown> }} Mail_Company_Statement_BodyInputs */

const en_mail_company_statement_body = /** @type {(inputs: Mail_Company_Statement_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The statement of ${i?.company}'s account for the month is attached as a PDF and a CSV: ${i?.invoiced} invoiced, ${i?.received} received, ${i?.owed} still owed on the month's invoices.`)
};

const sw_mail_company_statement_body = /** @type {(inputs: Mail_Company_Statement_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taarifa ya akaunti ya ${i?.company} ya mwezi imeambatishwa kama PDF na CSV: ${i?.invoiced} zimetozwa, ${i?.received} zimepokelewa, ${i?.owed} bado zinadaiwa kwa ankara za mwezi.`)
};

/**
* | output |
* | --- |
* | "The statement of {company}'s account for the month is attached as a PDF and a CSV: {invoiced} invoiced, {received} received, {owed} still owed on the month's..." |
*
* @param {Mail_Company_Statement_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_statement_body = /** @type {((inputs: Mail_Company_Statement_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Statement_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_statement_body(inputs)
	return en_mail_company_statement_body(inputs)
});