/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Company_Invitation_SentInputs */

const en_company_invitation_sent = /** @type {(inputs: Company_Invitation_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitation sent to ${i?.email}.`)
};

const sw_company_invitation_sent = /** @type {(inputs: Company_Invitation_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mwaliko umetumwa kwa ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Invitation sent to {email}." |
*
* @param {Company_Invitation_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invitation_sent = /** @type {((inputs: Company_Invitation_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invitation_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invitation_sent(inputs)
	return en_company_invitation_sent(inputs)
});