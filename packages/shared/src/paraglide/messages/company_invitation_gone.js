/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Invitation_GoneInputs */

const en_company_invitation_gone = /** @type {(inputs: Company_Invitation_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation has been used, withdrawn or has expired. Ask the company's admin for a new one.`)
};

const sw_company_invitation_gone = /** @type {(inputs: Company_Invitation_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwaliko huu umeshatumika, umeondolewa au muda wake umekwisha. Omba msimamizi wa kampuni akutumie mwingine.`)
};

/**
* | output |
* | --- |
* | "This invitation has been used, withdrawn or has expired. Ask the company's admin for a new one." |
*
* @param {Company_Invitation_GoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invitation_gone = /** @type {((inputs?: Company_Invitation_GoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invitation_GoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invitation_gone(inputs)
	return en_company_invitation_gone(inputs)
});