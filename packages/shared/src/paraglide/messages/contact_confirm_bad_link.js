/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Confirm_Bad_LinkInputs */

const en_contact_confirm_bad_link = /** @type {(inputs: Contact_Confirm_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired or was already used. Type your address in the newsletter box again.`)
};

const sw_contact_confirm_bad_link = /** @type {(inputs: Contact_Confirm_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki kimeisha muda au kimeshatumika. Andika anwani yako kwenye kisanduku cha jarida tena.`)
};

/**
* | output |
* | --- |
* | "This link has expired or was already used. Type your address in the newsletter box again." |
*
* @param {Contact_Confirm_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_confirm_bad_link = /** @type {((inputs?: Contact_Confirm_Bad_LinkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Confirm_Bad_LinkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_confirm_bad_link(inputs)
	return en_contact_confirm_bad_link(inputs)
});