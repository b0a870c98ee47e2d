/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Mail_Company_Removed_BodyInputs */

const en_mail_company_removed_body = /** @type {(inputs: Mail_Company_Removed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An admin of ${i?.company} removed you from its Nafasi account. You can no longer book on its account or see its bookings; the bookings you made on it stay the company's. Your own bookings are not affected.`)
};

const sw_mail_company_removed_body = /** @type {(inputs: Mail_Company_Removed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Msimamizi wa ${i?.company} amekuondoa kwenye akaunti yake ya Nafasi. Huwezi tena kuhifadhi kwa akaunti yake wala kuona uhifadhi wake; uhifadhi uliofanya kwa akaunti hiyo unabaki wa kampuni. Uhifadhi wako binafsi hauathiriki.`)
};

/**
* | output |
* | --- |
* | "An admin of {company} removed you from its Nafasi account. You can no longer book on its account or see its bookings; the bookings you made on it stay the co..." |
*
* @param {Mail_Company_Removed_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_removed_body = /** @type {((inputs: Mail_Company_Removed_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Company_Removed_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_company_removed_body(inputs)
	return en_mail_company_removed_body(inputs)
});