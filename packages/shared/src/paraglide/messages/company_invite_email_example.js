/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Invite_Email_ExampleInputs */

const en_company_invite_email_example = /** @type {(inputs: Company_Invite_Email_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`colleague@company.co.ke`)
};

const sw_company_invite_email_example = /** @type {(inputs: Company_Invite_Email_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mwenzako@kampuni.co.ke`)
};

/**
* | output |
* | --- |
* | "colleague@company.co.ke" |
*
* @param {Company_Invite_Email_ExampleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_email_example = /** @type {((inputs?: Company_Invite_Email_ExampleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invite_Email_ExampleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invite_email_example(inputs)
	return en_company_invite_email_example(inputs)
});