/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_InvitingInputs */

const en_company_inviting = /** @type {(inputs: Company_InvitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const sw_company_inviting = /** @type {(inputs: Company_InvitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inatuma...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Company_InvitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_inviting = /** @type {((inputs?: Company_InvitingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_InvitingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_inviting(inputs)
	return en_company_inviting(inputs)
});