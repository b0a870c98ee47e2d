/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Not_MemberInputs */

const en_company_not_member = /** @type {(inputs: Company_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not a member of that company, so you cannot book on its account.`)
};

const sw_company_not_member = /** @type {(inputs: Company_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wewe si mwanachama wa kampuni hiyo, kwa hiyo huwezi kuhifadhi kwa akaunti yake.`)
};

/**
* | output |
* | --- |
* | "You are not a member of that company, so you cannot book on its account." |
*
* @param {Company_Not_MemberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_not_member = /** @type {((inputs?: Company_Not_MemberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Not_MemberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_not_member(inputs)
	return en_company_not_member(inputs)
});