/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Admin_Role_OfInputs */

const en_admin_role_of = /** @type {(inputs: Admin_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role of ${i?.email}`)
};

const sw_admin_role_of = /** @type {(inputs: Admin_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jukumu la ${i?.email}`)
};

/**
* | output |
* | --- |
* | "Role of {email}" |
*
* @param {Admin_Role_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_role_of = /** @type {((inputs: Admin_Role_OfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_OfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_role_of(inputs)
	return en_admin_role_of(inputs)
});