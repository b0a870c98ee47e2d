/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Company_JoinedInputs */

const en_company_joined = /** @type {(inputs: Company_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are now a member of ${i?.company}.`)
};

const sw_company_joined = /** @type {(inputs: Company_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sasa wewe ni mwanachama wa ${i?.company}.`)
};

/**
* | output |
* | --- |
* | "You are now a member of {company}." |
*
* @param {Company_JoinedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_joined = /** @type {((inputs: Company_JoinedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_JoinedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_joined(inputs)
	return en_company_joined(inputs)
});