/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Company_Invite_JoinInputs */

const en_company_invite_join = /** @type {(inputs: Company_Invite_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.company}`)
};

const sw_company_invite_join = /** @type {(inputs: Company_Invite_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jiunge na ${i?.company}`)
};

/**
* | output |
* | --- |
* | "Join {company}" |
*
* @param {Company_Invite_JoinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_join = /** @type {((inputs: Company_Invite_JoinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invite_JoinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invite_join(inputs)
	return en_company_invite_join(inputs)
});