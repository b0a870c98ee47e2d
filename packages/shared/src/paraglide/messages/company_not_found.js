/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Not_FoundInputs */

const en_company_not_found = /** @type {(inputs: Company_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That company was not found.`)
};

const sw_company_not_found = /** @type {(inputs: Company_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kampuni hiyo haikupatikana.`)
};

/**
* | output |
* | --- |
* | "That company was not found." |
*
* @param {Company_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_not_found = /** @type {((inputs?: Company_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_not_found(inputs)
	return en_company_not_found(inputs)
});