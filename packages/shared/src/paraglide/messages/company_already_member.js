/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Already_MemberInputs */

const en_company_already_member = /** @type {(inputs: Company_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This person is already a member of the company.`)
};

const sw_company_already_member = /** @type {(inputs: Company_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mtu huyu tayari ni mwanachama wa kampuni.`)
};

/**
* | output |
* | --- |
* | "This person is already a member of the company." |
*
* @param {Company_Already_MemberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_already_member = /** @type {((inputs?: Company_Already_MemberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Already_MemberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_already_member(inputs)
	return en_company_already_member(inputs)
});