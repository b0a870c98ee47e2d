/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_JoiningInputs */

const en_company_joining = /** @type {(inputs: Company_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining...`)
};

const sw_company_joining = /** @type {(inputs: Company_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inajiunga...`)
};

/**
* | output |
* | --- |
* | "Joining..." |
*
* @param {Company_JoiningInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_joining = /** @type {((inputs?: Company_JoiningInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_JoiningInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_joining(inputs)
	return en_company_joining(inputs)
});