/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Role_ChangedInputs */

const en_company_role_changed = /** @type {(inputs: Company_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The role is changed.`)
};

const sw_company_role_changed = /** @type {(inputs: Company_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wadhifa umebadilishwa.`)
};

/**
* | output |
* | --- |
* | "The role is changed." |
*
* @param {Company_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_role_changed = /** @type {((inputs?: Company_Role_ChangedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Role_ChangedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_role_changed(inputs)
	return en_company_role_changed(inputs)
});