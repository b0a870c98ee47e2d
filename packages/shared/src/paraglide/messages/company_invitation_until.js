/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown>, day: NonNullable<unknown> }} Company_Invitation_UntilInputs */

const en_company_invitation_until = /** @type {(inputs: Company_Invitation_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role}, until ${i?.day}`)
};

const sw_company_invitation_until = /** @type {(inputs: Company_Invitation_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role}, hadi ${i?.day}`)
};

/**
* | output |
* | --- |
* | "{role}, until {day}" |
*
* @param {Company_Invitation_UntilInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invitation_until = /** @type {((inputs: Company_Invitation_UntilInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Invitation_UntilInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_invitation_until(inputs)
	return en_company_invitation_until(inputs)
});