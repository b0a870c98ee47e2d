/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Company_Leave_TitleInputs */

const en_company_leave_title = /** @type {(inputs: Company_Leave_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave ${i?.company}?`)
};

const sw_company_leave_title = /** @type {(inputs: Company_Leave_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uondoke ${i?.company}?`)
};

/**
* | output |
* | --- |
* | "Leave {company}?" |
*
* @param {Company_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_leave_title = /** @type {((inputs: Company_Leave_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Leave_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_leave_title(inputs)
	return en_company_leave_title(inputs)
});