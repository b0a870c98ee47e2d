/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_CreateInputs */

const en_company_create = /** @type {(inputs: Company_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the account`)
};

const sw_company_create = /** @type {(inputs: Company_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua akaunti`)
};

/**
* | output |
* | --- |
* | "Open the account" |
*
* @param {Company_CreateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_create = /** @type {((inputs?: Company_CreateInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_CreateInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_create(inputs)
	return en_company_create(inputs)
});