/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Invitation_WithdrawnInputs */

const en_company_invitation_withdrawn = /** @type {(inputs: Company_Invitation_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation is withdrawn: its link no longer works.`)
};

const sw_company_invitation_withdrawn = /** @type {(inputs: Company_Invitation_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwaliko umeondolewa: kiungo chake hakifanyi kazi tena.`)
};

/**
* | output |
* | --- |
* | "The invitation is withdrawn: its link no longer works." |
*
* @param {Company_Invitation_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invitation_withdrawn = /** @type {((inputs?: Company_Invitation_WithdrawnInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invitation_WithdrawnInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invitation_withdrawn(inputs)
	return en_company_invitation_withdrawn(inputs)
});