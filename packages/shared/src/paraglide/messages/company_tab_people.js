/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Tab_PeopleInputs */

const en_company_tab_people = /** @type {(inputs: Company_Tab_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People`)
};

const sw_company_tab_people = /** @type {(inputs: Company_Tab_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watu`)
};

/**
* | output |
* | --- |
* | "People" |
*
* @param {Company_Tab_PeopleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_tab_people = /** @type {((inputs?: Company_Tab_PeopleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Tab_PeopleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_tab_people(inputs)
	return en_company_tab_people(inputs)
});