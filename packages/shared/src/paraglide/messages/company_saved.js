/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_SavedInputs */

const en_company_saved = /** @type {(inputs: Company_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The company's details are saved. Invoices from now on carry them.`)
};

const sw_company_saved = /** @type {(inputs: Company_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelezo ya kampuni yamehifadhiwa. Ankara kuanzia sasa zitayabeba.`)
};

/**
* | output |
* | --- |
* | "The company's details are saved. Invoices from now on carry them." |
*
* @param {Company_SavedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_saved = /** @type {((inputs?: Company_SavedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_SavedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_saved(inputs)
	return en_company_saved(inputs)
});