/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Company_Invite_TextInputs */

const en_company_invite_text = /** @type {(inputs: Company_Invite_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invite a colleague by e-mail. The link works once, for that address, for ${i?.days} days.`)
};

const sw_company_invite_text = /** @type {(inputs: Company_Invite_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mwalike mwenzako kwa barua pepe. Kiungo kinafanya kazi mara moja, kwa anwani hiyo, kwa siku ${i?.days}.`)
};

/**
* | output |
* | --- |
* | "Invite a colleague by e-mail. The link works once, for that address, for {days} days." |
*
* @param {Company_Invite_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_text = /** @type {((inputs: Company_Invite_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invite_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invite_text(inputs)
	return en_company_invite_text(inputs)
});