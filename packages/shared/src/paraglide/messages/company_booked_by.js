/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Company_Booked_ByInputs */

const en_company_booked_by = /** @type {(inputs: Company_Booked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked by ${i?.name}`)
};

const sw_company_booked_by = /** @type {(inputs: Company_Booked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imehifadhiwa na ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Booked by {name}" |
*
* @param {Company_Booked_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_booked_by = /** @type {((inputs: Company_Booked_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Booked_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_booked_by(inputs)
	return en_company_booked_by(inputs)
});