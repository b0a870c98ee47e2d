/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Invite_EmailInputs */

const en_company_invite_email = /** @type {(inputs: Company_Invite_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colleague's e-mail`)
};

const sw_company_invite_email = /** @type {(inputs: Company_Invite_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe ya mwenzako`)
};

/**
* | output |
* | --- |
* | "Colleague's e-mail" |
*
* @param {Company_Invite_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_email = /** @type {((inputs?: Company_Invite_EmailInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invite_EmailInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invite_email(inputs)
	return en_company_invite_email(inputs)
});