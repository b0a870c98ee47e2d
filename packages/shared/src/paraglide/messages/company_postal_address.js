/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Postal_AddressInputs */

const en_company_postal_address = /** @type {(inputs: Company_Postal_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal address`)
};

const sw_company_postal_address = /** @type {(inputs: Company_Postal_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwani ya posta`)
};

/**
* | output |
* | --- |
* | "Postal address" |
*
* @param {Company_Postal_AddressInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_postal_address = /** @type {((inputs?: Company_Postal_AddressInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Postal_AddressInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_postal_address(inputs)
	return en_company_postal_address(inputs)
});