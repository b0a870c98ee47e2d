/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_InviteInputs */

const en_company_invite = /** @type {(inputs: Company_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send invitation`)
};

const sw_company_invite = /** @type {(inputs: Company_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma mwaliko`)
};

/**
* | output |
* | --- |
* | "Send invitation" |
*
* @param {Company_InviteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite = /** @type {((inputs?: Company_InviteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_InviteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invite(inputs)
	return en_company_invite(inputs)
});