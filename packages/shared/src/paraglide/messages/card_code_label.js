/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Code_LabelInputs */

const en_card_code_label = /** @type {(inputs: Card_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa transaction code`)
};

const sw_card_code_label = /** @type {(inputs: Card_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimbo wa muamala wa M-Pesa`)
};

/**
* | output |
* | --- |
* | "M-Pesa transaction code" |
*
* @param {Card_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_code_label = /** @type {((inputs?: Card_Code_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Code_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_code_label(inputs)
	return en_card_code_label(inputs)
});