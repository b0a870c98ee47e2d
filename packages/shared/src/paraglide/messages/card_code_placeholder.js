/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Code_PlaceholderInputs */

const en_card_code_placeholder = /** @type {(inputs: Card_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. QJK3L5M7NP`)
};

const sw_card_code_placeholder = /** @type {(inputs: Card_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mf. QJK3L5M7NP`)
};

/**
* | output |
* | --- |
* | "e.g. QJK3L5M7NP" |
*
* @param {Card_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_code_placeholder = /** @type {((inputs?: Card_Code_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Code_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_code_placeholder(inputs)
	return en_card_code_placeholder(inputs)
});