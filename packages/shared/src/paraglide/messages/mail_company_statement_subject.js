/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown>, month: NonNullable<unknown> }} Mail_Company_Statement_SubjectInputs */

const en_mail_company_statement_subject = /** @type {(inputs: Mail_Company_Statement_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company}: your Nafasi statement for ${i?.month}`)
};

const sw_mail_company_statement_subject = /** @type {(inputs: Mail_Company_Statement_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company}: taarifa yako ya Nafasi ya ${i?.month}`)
};

/**
* | output |
* | --- |
* | "{company}: your Nafasi statement for {month}" |
*
* @param {Mail_Company_Statement_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_statement_subject = /** @type {((inputs: Mail_Company_Statement_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Statement_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_statement_subject(inputs)
	return en_mail_company_statement_subject(inputs)
});