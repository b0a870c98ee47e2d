/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Company_Invitation_Other_AddressInputs */

const en_company_invitation_other_address = /** @type {(inputs: Company_Invitation_Other_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This invitation was sent to ${i?.email}. Sign in with that address to accept it.`)
};

const sw_company_invitation_other_address = /** @type {(inputs: Company_Invitation_Other_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mwaliko huu ulitumwa kwa ${i?.email}. Ingia kwa anwani hiyo ili kuukubali.`)
};

/**
* | output |
* | --- |
* | "This invitation was sent to {email}. Sign in with that address to accept it." |
*
* @param {Company_Invitation_Other_AddressInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invitation_other_address = /** @type {((inputs: Company_Invitation_Other_AddressInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invitation_Other_AddressInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invitation_other_address(inputs)
	return en_company_invitation_other_address(inputs)
});