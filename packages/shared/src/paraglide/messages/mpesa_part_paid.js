/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, of: NonNullable<unknown>, left: NonNullable<unknown> }} Mpesa_Part_PaidInputs */

const en_mpesa_part_paid = /** @type {(inputs: Mpesa_Part_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part ${i?.number} of ${i?.of} received. ${i?.left} left to pay: send the next part from this number or another.`)
};

const sw_mpesa_part_paid = /** @type {(inputs: Mpesa_Part_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sehemu ya ${i?.number} kati ya ${i?.of} imepokelewa. Zimebaki ${i?.left}: lipa sehemu inayofuata kwa nambari hii au nyingine.`)
};

/**
* | output |
* | --- |
* | "Part {number} of {of} received. {left} left to pay: send the next part from this number or another." |
*
* @param {Mpesa_Part_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_part_paid = /** @type {((inputs: Mpesa_Part_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Part_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_part_paid(inputs)
	return en_mpesa_part_paid(inputs)
});