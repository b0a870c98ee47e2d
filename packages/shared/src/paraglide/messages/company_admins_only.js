/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Admins_OnlyInputs */

const en_company_admins_only = /** @type {(inputs: Company_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the company's admins can do that.`)
};

const sw_company_admins_only = /** @type {(inputs: Company_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasimamizi wa kampuni pekee wanaweza kufanya hivyo.`)
};

/**
* | output |
* | --- |
* | "Only the company's admins can do that." |
*
* @param {Company_Admins_OnlyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_admins_only = /** @type {((inputs?: Company_Admins_OnlyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Admins_OnlyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_admins_only(inputs)
	return en_company_admins_only(inputs)
});