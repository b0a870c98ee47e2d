/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_CreatedInputs */

const en_company_created = /** @type {(inputs: Company_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The company account is open.`)
};

const sw_company_created = /** @type {(inputs: Company_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti ya kampuni imefunguliwa.`)
};

/**
* | output |
* | --- |
* | "The company account is open." |
*
* @param {Company_CreatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_created = /** @type {((inputs?: Company_CreatedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_CreatedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_created(inputs)
	return en_company_created(inputs)
});