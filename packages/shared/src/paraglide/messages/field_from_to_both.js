/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_From_To_BothInputs */

const en_field_from_to_both = /** @type {(inputs: Field_From_To_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give both from and to, or neither`)
};

const sw_field_from_to_both = /** @type {(inputs: Field_From_To_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toa from na to zote mbili, au usitoe yoyote`)
};

/**
* | output |
* | --- |
* | "Give both from and to, or neither" |
*
* @param {Field_From_To_BothInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_from_to_both = /** @type {((inputs?: Field_From_To_BothInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_From_To_BothInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_from_to_both(inputs)
	return en_field_from_to_both(inputs)
});