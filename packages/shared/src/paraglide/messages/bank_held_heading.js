/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Bank_Held_HeadingInputs */

const en_bank_held_heading = /** @type {(inputs: Bank_Held_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Credits waiting for you (${i?.count})`)
};

const sw_bank_held_heading = /** @type {(inputs: Bank_Held_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Malipo yanayokusubiri (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Credits waiting for you ({count})" |
*
* @param {Bank_Held_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_held_heading = /** @type {((inputs: Bank_Held_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Held_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_held_heading(inputs)
	return en_bank_held_heading(inputs)
});