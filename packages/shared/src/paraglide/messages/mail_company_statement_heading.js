/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Mail_Company_Statement_HeadingInputs */

const en_mail_company_statement_heading = /** @type {(inputs: Mail_Company_Statement_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your statement for ${i?.month}`)
};

const sw_mail_company_statement_heading = /** @type {(inputs: Mail_Company_Statement_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taarifa yako ya ${i?.month}`)
};

/**
* | output |
* | --- |
* | "Your statement for {month}" |
*
* @param {Mail_Company_Statement_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_statement_heading = /** @type {((inputs: Mail_Company_Statement_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Statement_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_statement_heading(inputs)
	return en_mail_company_statement_heading(inputs)
});