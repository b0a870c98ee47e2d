/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Space_Notice_ValueInputs */

const en_space_notice_value = /** @type {(inputs: Space_Notice_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book ${i?.length} ahead`)
};

const sw_space_notice_value = /** @type {(inputs: Space_Notice_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weka nafasi ${i?.length} kabla`)
};

/**
* | output |
* | --- |
* | "Book {length} ahead" |
*
* @param {Space_Notice_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_notice_value = /** @type {((inputs: Space_Notice_ValueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Notice_ValueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_notice_value(inputs)
	return en_space_notice_value(inputs)
});