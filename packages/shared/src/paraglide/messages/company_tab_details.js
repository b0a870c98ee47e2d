/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Tab_DetailsInputs */

const en_company_tab_details = /** @type {(inputs: Company_Tab_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const sw_company_tab_details = /** @type {(inputs: Company_Tab_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelezo`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Company_Tab_DetailsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_tab_details = /** @type {((inputs?: Company_Tab_DetailsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Tab_DetailsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_tab_details(inputs)
	return en_company_tab_details(inputs)
});