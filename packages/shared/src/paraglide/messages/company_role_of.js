/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Company_Role_OfInputs */

const en_company_role_of = /** @type {(inputs: Company_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s role`)
};

const sw_company_role_of = /** @type {(inputs: Company_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wadhifa wa ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}'s role" |
*
* @param {Company_Role_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_role_of = /** @type {((inputs: Company_Role_OfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Role_OfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_role_of(inputs)
	return en_company_role_of(inputs)
});