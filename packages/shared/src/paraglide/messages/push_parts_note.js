/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown>, count: NonNullable<unknown> }} Push_Parts_NoteInputs */

const en_push_parts_note = /** @type {(inputs: Push_Parts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa moves at most ${i?.limit} in one payment: this booking is paid in ${i?.count} parts, from one number or several.`)
};

const sw_push_parts_note = /** @type {(inputs: Push_Parts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa inahamisha hadi ${i?.limit} kwa malipo moja: uhifadhi huu unalipwa kwa sehemu ${i?.count}, kwa nambari moja au zaidi.`)
};

/**
* | output |
* | --- |
* | "M-Pesa moves at most {limit} in one payment: this booking is paid in {count} parts, from one number or several." |
*
* @param {Push_Parts_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_parts_note = /** @type {((inputs: Push_Parts_NoteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Parts_NoteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_parts_note(inputs)
	return en_push_parts_note(inputs)
});