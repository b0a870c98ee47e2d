/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Leave_TextInputs */

const en_company_leave_text = /** @type {(inputs: Company_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will no longer book on its account or see its bookings, including the ones you made on it: they stay the company's.`)
};

const sw_company_leave_text = /** @type {(inputs: Company_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hutaweza tena kuhifadhi kwa akaunti yake wala kuona uhifadhi wake, pamoja na ule uliofanya kwa akaunti hiyo: unabaki wa kampuni.`)
};

/**
* | output |
* | --- |
* | "You will no longer book on its account or see its bookings, including the ones you made on it: they stay the company's." |
*
* @param {Company_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_leave_text = /** @type {((inputs?: Company_Leave_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Leave_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_leave_text(inputs)
	return en_company_leave_text(inputs)
});