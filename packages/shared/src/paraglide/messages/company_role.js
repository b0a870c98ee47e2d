/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_RoleInputs */

const en_company_role = /** @type {(inputs: Company_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

const sw_company_role = /** @type {(inputs: Company_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wadhifa`)
};

/**
* | output |
* | --- |
* | "Role" |
*
* @param {Company_RoleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_role = /** @type {((inputs?: Company_RoleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_RoleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_role(inputs)
	return en_company_role(inputs)
});