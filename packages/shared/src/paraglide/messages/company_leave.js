/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_LeaveInputs */

const en_company_leave = /** @type {(inputs: Company_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave`)
};

const sw_company_leave = /** @type {(inputs: Company_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ondoka`)
};

/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Company_LeaveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_leave = /** @type {((inputs?: Company_LeaveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_LeaveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_leave(inputs)
	return en_company_leave(inputs)
});