/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ references: NonNullable<unknown> }} Bank_Held_Nothing_PayableInputs */

const en_bank_held_nothing_payable = /** @type {(inputs: Bank_Held_Nothing_PayableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The bookings it names (${i?.references}) owe nothing now: match it to another booking or send it back.`)
};

const sw_bank_held_nothing_payable = /** @type {(inputs: Bank_Held_Nothing_PayableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi unaotajwa (${i?.references}) haudaiwi chochote sasa: iunganishe na uhifadhi mwingine au irudishe.`)
};

/**
* | output |
* | --- |
* | "The bookings it names ({references}) owe nothing now: match it to another booking or send it back." |
*
* @param {Bank_Held_Nothing_PayableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_held_nothing_payable = /** @type {((inputs: Bank_Held_Nothing_PayableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Held_Nothing_PayableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_held_nothing_payable(inputs)
	return en_bank_held_nothing_payable(inputs)
});