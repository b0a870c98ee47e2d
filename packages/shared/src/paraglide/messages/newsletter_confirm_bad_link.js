/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_Bad_LinkInputs */

const en_newsletter_confirm_bad_link = /** @type {(inputs: Newsletter_Confirm_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is incomplete. Open it again from the mail, or type your address in the newsletter box again.`)
};

const sw_newsletter_confirm_bad_link = /** @type {(inputs: Newsletter_Confirm_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki hakijakamilika. Kifungue tena kutoka kwenye barua, au andika anwani yako kwenye kisanduku cha jarida tena.`)
};

/**
* | output |
* | --- |
* | "This link is incomplete. Open it again from the mail, or type your address in the newsletter box again." |
*
* @param {Newsletter_Confirm_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_bad_link = /** @type {((inputs?: Newsletter_Confirm_Bad_LinkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_Bad_LinkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_newsletter_confirm_bad_link(inputs)
	return en_newsletter_confirm_bad_link(inputs)
});