/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, of: NonNullable<unknown> }} Push_PartInputs */

const en_push_part = /** @type {(inputs: Push_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part ${i?.number} of ${i?.of}`)
};

const sw_push_part = /** @type {(inputs: Push_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sehemu ya ${i?.number} kati ya ${i?.of}`)
};

/**
* | output |
* | --- |
* | "Part {number} of {of}" |
*
* @param {Push_PartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_part = /** @type {((inputs: Push_PartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_PartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_part(inputs)
	return en_push_part(inputs)
});