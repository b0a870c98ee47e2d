/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Held_Code_LabelInputs */

const en_held_code_label = /** @type {(inputs: Held_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa code, if sent by hand`)
};

const sw_held_code_label = /** @type {(inputs: Held_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimbo wa M-Pesa, kama yametumwa kwa mkono`)
};

/**
* | output |
* | --- |
* | "M-Pesa code, if sent by hand" |
*
* @param {Held_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_code_label = /** @type {((inputs?: Held_Code_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Held_Code_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_held_code_label(inputs)
	return en_held_code_label(inputs)
});