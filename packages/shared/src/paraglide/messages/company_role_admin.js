/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Role_AdminInputs */

const en_company_role_admin = /** @type {(inputs: Company_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const sw_company_role_admin = /** @type {(inputs: Company_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimamizi`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Company_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_role_admin = /** @type {((inputs?: Company_Role_AdminInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Role_AdminInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_role_admin(inputs)
	return en_company_role_admin(inputs)
});