/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Postal_Address_ExampleInputs */

const en_company_postal_address_example = /** @type {(inputs: Company_Postal_Address_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`P.O. Box 12345-00100, Nairobi`)
};

const sw_company_postal_address_example = /** @type {(inputs: Company_Postal_Address_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S.L.P. 12345-00100, Nairobi`)
};

/**
* | output |
* | --- |
* | "P.O. Box 12345-00100, Nairobi" |
*
* @param {Company_Postal_Address_ExampleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_postal_address_example = /** @type {((inputs?: Company_Postal_Address_ExampleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Postal_Address_ExampleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_postal_address_example(inputs)
	return en_company_postal_address_example(inputs)
});