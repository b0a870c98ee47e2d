/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Role_MemberInputs */

const en_company_role_member = /** @type {(inputs: Company_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

const sw_company_role_member = /** @type {(inputs: Company_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwanachama`)
};

/**
* | output |
* | --- |
* | "Member" |
*
* @param {Company_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_role_member = /** @type {((inputs?: Company_Role_MemberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Role_MemberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_role_member(inputs)
	return en_company_role_member(inputs)
});