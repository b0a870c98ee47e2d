/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Not_Found_TextInputs */

const en_company_not_found_text = /** @type {(inputs: Company_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may not exist, or you are no longer a member of it.`)
};

const sw_company_not_found_text = /** @type {(inputs: Company_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huenda haipo, au wewe si mwanachama wake tena.`)
};

/**
* | output |
* | --- |
* | "It may not exist, or you are no longer a member of it." |
*
* @param {Company_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_not_found_text = /** @type {((inputs?: Company_Not_Found_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Not_Found_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_not_found_text(inputs)
	return en_company_not_found_text(inputs)
});