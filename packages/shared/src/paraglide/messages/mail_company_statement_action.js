/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Company_Statement_ActionInputs */

const en_mail_company_statement_action = /** @type {(inputs: Mail_Company_Statement_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the company account`)
};

const sw_mail_company_statement_action = /** @type {(inputs: Mail_Company_Statement_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua akaunti ya kampuni`)
};

/**
* | output |
* | --- |
* | "Open the company account" |
*
* @param {Mail_Company_Statement_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_statement_action = /** @type {((inputs?: Mail_Company_Statement_ActionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Statement_ActionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_statement_action(inputs)
	return en_mail_company_statement_action(inputs)
});