/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bookings: NonNullable<unknown> }} Bank_Outcome_PartInputs */

const en_bank_outcome_part = /** @type {(inputs: Bank_Outcome_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part of ${i?.bookings}: the rest still owed`)
};

const sw_bank_outcome_part = /** @type {(inputs: Bank_Outcome_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sehemu ya ${i?.bookings}: kilichobaki bado kinadaiwa`)
};

/**
* | output |
* | --- |
* | "Part of {bookings}: the rest still owed" |
*
* @param {Bank_Outcome_PartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_part = /** @type {((inputs: Bank_Outcome_PartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Outcome_PartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_outcome_part(inputs)
	return en_bank_outcome_part(inputs)
});