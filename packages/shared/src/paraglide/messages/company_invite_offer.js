/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, company: NonNullable<unknown>, role: NonNullable<unknown> }} Company_Invite_OfferInputs */

const en_company_invite_offer = /** @type {(inputs: Company_Invite_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} invites you to ${i?.company} as ${i?.role}. Bookings you make on its account are invoiced to the company.`)
};

const sw_company_invite_offer = /** @type {(inputs: Company_Invite_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} anakualika kwenye ${i?.company} kama ${i?.role}. Uhifadhi utakaofanya kwa akaunti yake utatozwa kampuni.`)
};

/**
* | output |
* | --- |
* | "{name} invites you to {company} as {role}. Bookings you make on its account are invoiced to the company." |
*
* @param {Company_Invite_OfferInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_offer = /** @type {((inputs: Company_Invite_OfferInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invite_OfferInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invite_offer(inputs)
	return en_company_invite_offer(inputs)
});