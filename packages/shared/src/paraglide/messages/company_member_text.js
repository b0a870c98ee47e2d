/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Member_TextInputs */

const en_company_member_text = /** @type {(inputs: Company_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You book on this company's account by choosing it when you book. Its admins see your bookings on it.`)
};

const sw_company_member_text = /** @type {(inputs: Company_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unahifadhi kwa akaunti ya kampuni hii kwa kuichagua unapohifadhi. Wasimamizi wake wanaona uhifadhi wako kwa akaunti hiyo.`)
};

/**
* | output |
* | --- |
* | "You book on this company's account by choosing it when you book. Its admins see your bookings on it." |
*
* @param {Company_Member_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_member_text = /** @type {((inputs?: Company_Member_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Member_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_member_text(inputs)
	return en_company_member_text(inputs)
});