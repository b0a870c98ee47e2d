/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Company_Remove_TitleInputs */

const en_company_remove_title = /** @type {(inputs: Company_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name} from the company?`)
};

const sw_company_remove_title = /** @type {(inputs: Company_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umwondoe ${i?.name} kwenye kampuni?`)
};

/**
* | output |
* | --- |
* | "Remove {name} from the company?" |
*
* @param {Company_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_remove_title = /** @type {((inputs: Company_Remove_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Remove_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_remove_title(inputs)
	return en_company_remove_title(inputs)
});