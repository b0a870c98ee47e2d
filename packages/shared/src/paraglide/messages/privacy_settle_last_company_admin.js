/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Privacy_Settle_Last_Company_AdminInputs */

const en_privacy_settle_last_company_admin = /** @type {(inputs: Privacy_Settle_Last_Company_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are the only admin of ${i?.company}: make a colleague its admin first.`)
};

const sw_privacy_settle_last_company_admin = /** @type {(inputs: Privacy_Settle_Last_Company_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wewe ndiye msimamizi pekee wa ${i?.company}: mfanye mwenzako msimamizi kwanza.`)
};

/**
* | output |
* | --- |
* | "You are the only admin of {company}: make a colleague its admin first." |
*
* @param {Privacy_Settle_Last_Company_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_last_company_admin = /** @type {((inputs: Privacy_Settle_Last_Company_AdminInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Settle_Last_Company_AdminInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_settle_last_company_admin(inputs)
	return en_privacy_settle_last_company_admin(inputs)
});