/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Member_Not_FoundInputs */

const en_company_member_not_found = /** @type {(inputs: Company_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That person is not a member of the company.`)
};

const sw_company_member_not_found = /** @type {(inputs: Company_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mtu huyo si mwanachama wa kampuni.`)
};

/**
* | output |
* | --- |
* | "That person is not a member of the company." |
*
* @param {Company_Member_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_member_not_found = /** @type {((inputs?: Company_Member_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Member_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_member_not_found(inputs)
	return en_company_member_not_found(inputs)
});